import { type Connector, getRecentWallets, pushView } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useMessages } from '../../messages/useMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { WalletIcon } from '../../modal/WalletIcon.js'

/** Connectors with the recently used ones first, in recency order. */
function recentFirst(
  connectors: readonly Connector[],
  recentIds: readonly string[],
) {
  const rank = (c: Connector) => {
    const index = recentIds.indexOf(c.id)
    return index === -1 ? recentIds.length : index
  }
  return [...connectors]
    .sort((a, b) => rank(a) - rank(b))
    .map((connector) => ({
      connector,
      recent: recentIds.includes(connector.id),
    }))
}

/** "Connect Wallet": the wallets found in this browser, then All Wallets. */
export function ConnectView(_: RouteProps<'Connect'>) {
  const config = useConfig()
  const messages = useMessages()
  const connectors = useConnectors()
  const recentIds = getRecentWallets(config).map((w) => w.id)
  const items = recentFirst(connectors, recentIds)
  return (
    <div className="l-stack">
      {items.length === 0 && (
        <p className="l-muted">{messages.noWalletDetected}</p>
      )}
      {items.length > 0 && (
        <ul className="l-list">
          {items.map(({ connector, recent }) => (
            <li key={connector.id}>
              <button
                type="button"
                className="l-row"
                onClick={() =>
                  pushView(config, {
                    view: 'ConnectingExternal',
                    connectorId: connector.id,
                  })
                }
              >
                <WalletIcon src={connector.icon} name={connector.name} />
                <span className="l-grow">{connector.name}</span>
                {recent && <span className="l-tag">{messages.recent}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {config.options.features.allWallets && (
        <button
          type="button"
          className="l-row"
          onClick={() => pushView(config, { view: 'AllWallets' })}
        >
          <span className="l-grow">{messages.allWallets}</span>
        </button>
      )}
    </div>
  )
}
