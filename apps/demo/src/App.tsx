import {
  ConnectButton,
  NetworkButton,
  useLatchAccount,
  useLatchTheme,
} from '@latch/react'
import { useEffect } from 'react'
import { Actions } from './Actions.js'
import { BitcoinPanel } from './BitcoinPanel.js'
import { InlinePanel } from './custom/InlinePanel.js'
import { DevPanel } from './DevPanel.js'
import type { demoNetworks } from './demoNetworks.js'
import { TestFunds } from './faucet/TestFunds.js'
import { Hero } from './Hero.js'
import { HookPanel } from './HookPanel.js'
import { LinkModeConnect } from './LinkModeConnect.js'
import { messages } from './messages.js'
import { SendCallsPanel } from './SendCallsPanel.js'
import { SiwxPanel } from './SiwxPanel.js'
import { SessionPanel } from './session/SessionPanel.js'
import { TipHistory } from './tip/TipHistory.js'
import { TipJar } from './tip/TipJar.js'

type Props = {
  networks: ReturnType<typeof demoNetworks>
  /** Sign-in is on (`?siwx=`): show its panel. */
  siwx?: boolean
  /** The demo stack's faucet (VITE_FAUCET_URL), if any. */
  faucetUrl?: string | undefined
  /** The host's ERC-7677 paymaster on a chain (the API's), if any. */
  paymasterUrl?: ((chainId: number) => string) | undefined
  /** `?inline=1`: the modal rendered in the page (LatchInlineModal). */
  inline?: boolean
  /** `?linkMode=<wallet universal link>`: WalletConnect link mode with it. */
  linkModeWallet?: string | undefined
}

/**
 * The demo page: a small tipping app (hero, tip form with receipt, test
 * funds, history) and, behind "Developer panel", the hook values and raw
 * actions.
 */
export function App({
  networks,
  siwx = false,
  faucetUrl,
  paymasterUrl,
  inline = false,
  linkModeWallet,
}: Props) {
  const { themeMode } = useLatchTheme()
  const { chainNamespace, isConnected } = useLatchAccount()
  // The page follows the modal's theme so both read well together.
  useEffect(() => {
    document.documentElement.style.colorScheme = themeMode
  }, [themeMode])
  return (
    <>
      <header className="header">
        <p className="brand">{messages.title}</p>
        <nav aria-label={messages.headerNav} className="buttons">
          {/* ConnectButton turns into the AccountButton once connected. */}
          <ConnectButton />
          <NetworkButton />
        </nav>
      </header>
      <main>
        <Hero />
        {inline && <InlinePanel />}
        <div className="grid">
          <TipJar networks={networks} />
          <TestFunds networks={networks} faucetUrl={faucetUrl} />
          <TipHistory />
        </div>
        <DevPanel>
          <Actions networks={networks} />
          {linkModeWallet && <LinkModeConnect universalLink={linkModeWallet} />}
          {isConnected && chainNamespace === 'bip122' && <BitcoinPanel />}
          <SendCallsPanel paymasterUrl={paymasterUrl} />
          <SessionPanel network={networks[0]} />
          {siwx && <SiwxPanel />}
          <HookPanel />
        </DevPanel>
      </main>
    </>
  )
}
