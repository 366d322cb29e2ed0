import {
  ConnectButton,
  NetworkButton,
  useLatchAccount,
  useLatchTheme,
} from '@latch/react'
import { useEffect } from 'react'
import { Actions } from './Actions.js'
import { BitcoinPanel } from './BitcoinPanel.js'
import type { demoNetworks } from './demoNetworks.js'
import { HookPanel } from './HookPanel.js'
import { messages } from './messages.js'
import { SendCallsPanel } from './SendCallsPanel.js'
import { SiwxPanel } from './SiwxPanel.js'

type Props = {
  networks: ReturnType<typeof demoNetworks>
  /** Sign-in is on (`?siwx=`): show its panel. */
  siwx?: boolean
}

/** The demo page: wallet buttons, hook values and a few actions. */
export function App({ networks, siwx = false }: Props) {
  const { themeMode } = useLatchTheme()
  const { chainNamespace, isConnected } = useLatchAccount()
  // The page follows the modal's theme so both read well together.
  useEffect(() => {
    document.documentElement.style.colorScheme = themeMode
  }, [themeMode])
  return (
    <>
      <header className="header">
        <h1>{messages.title}</h1>
        <nav aria-label={messages.headerNav} className="buttons">
          {/* ConnectButton turns into the AccountButton once connected. */}
          <ConnectButton />
          <NetworkButton />
        </nav>
      </header>
      <main>
        <p>{messages.intro}</p>
        <Actions networks={networks} />
        {isConnected && chainNamespace === 'bip122' && <BitcoinPanel />}
        <SendCallsPanel />
        {siwx && <SiwxPanel />}
        <HookPanel />
      </main>
    </>
  )
}
