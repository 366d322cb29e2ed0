import {
  useLatchAccount,
  useLatchEvents,
  useLatchNetwork,
  useLatchProvider,
  useLatchState,
  useLatchTheme,
  useWalletInfo,
} from '@latch/react'
import { useId } from 'react'
import { messages } from './messages.js'
import { useTrackedEvents } from './useTrackedEvents.js'

type Value = string | number | boolean | undefined | null

function show(value: Value): string {
  if (value === undefined || value === null || value === '')
    return messages.none
  if (typeof value === 'boolean') return value ? messages.yes : messages.no
  return String(value)
}

/** One labelled hook value; e2e tests read it via `dt` text → next `dd`. */
function Row({ label, value }: { label: string; value: Value }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{show(value)}</dd>
    </>
  )
}

/** Shows the current value of every public hook. */
export function HookPanel() {
  const headingId = useId()
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const state = useLatchState()
  const event = useLatchEvents()
  const tracked = useTrackedEvents()
  const { themeMode } = useLatchTheme()
  const { walletInfo } = useWalletInfo()
  const { walletProvider } = useLatchProvider('eip155')
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.stateHeading}</h2>
      <dl>
        <Row label="account.status" value={account.status} />
        <Row label="account.isConnected" value={account.isConnected} />
        <Row label="account.address" value={account.address} />
        <Row label="account.caipAddress" value={account.caipAddress} />
        <Row label="account.balance" value={account.balance} />
        <Row label="account.balanceSymbol" value={account.balanceSymbol} />
        <Row
          label="account.smartAccountDeployed"
          value={account.smartAccountDeployed}
        />
        <Row label="network.chainId" value={network.chainId} />
        <Row label="network.caipNetworkId" value={network.caipNetworkId} />
        <Row label="network.name" value={network.caipNetwork?.name} />
        <Row label="state.open" value={state.open} />
        <Row label="state.loading" value={state.loading} />
        <Row label="state.view" value={state.view} />
        <Row label="state.selectedNetworkId" value={state.selectedNetworkId} />
        <Row label="event.type" value={event?.type} />
        <Row label="event.tracked" value={tracked.join(' ')} />
        <Row label="theme.themeMode" value={themeMode} />
        <Row label="walletInfo.name" value={walletInfo?.name} />
        <Row label="walletInfo.rdns" value={walletInfo?.rdns} />
        <Row label="provider.eip155" value={walletProvider !== undefined} />
      </dl>
    </section>
  )
}
