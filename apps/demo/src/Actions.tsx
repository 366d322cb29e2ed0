import {
  useDisconnect,
  useLatch,
  useLatchNetwork,
  useLatchTheme,
} from '@latch/react'
import { useId } from 'react'
import { AboutDemoView } from './custom/AboutDemoView.js'
import type { demoNetworks } from './demoNetworks.js'
import { LanguageSelect } from './LanguageSelect.js'
import { messages } from './messages.js'
import { SignMessage } from './SignMessage.js'

type Props = { networks: ReturnType<typeof demoNetworks> }

/**
 * Buttons that call the public API: switch, open, disconnect, theme,
 * language.
 */
export function Actions({ networks }: Props) {
  const headingId = useId()
  const { open } = useLatch()
  const { chainId, switchNetwork } = useLatchNetwork()
  const { disconnect } = useDisconnect()
  const { themeMode, setThemeMode } = useLatchTheme()
  const [first, second] = networks
  const target = chainId === second.id ? first : second
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.actionsHeading}</h2>
      <div className="buttons">
        <SignMessage />
        <button type="button" onClick={() => void switchNetwork(target)}>
          {messages.switchTo(target.name)}
        </button>
        <button type="button" onClick={() => void open()}>
          {messages.openModal}
        </button>
        <button
          type="button"
          onClick={() =>
            void open({ view: AboutDemoView, title: messages.aboutDemoTitle })
          }
        >
          {messages.openAboutDemo}
        </button>
        <button type="button" onClick={() => void disconnect()}>
          {messages.disconnect}
        </button>
        <button
          type="button"
          onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
        >
          {themeMode === 'dark' ? messages.themeToLight : messages.themeToDark}
        </button>
        <LanguageSelect />
      </div>
    </section>
  )
}
