import { pushView } from '@latch/core'
import { useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useMessages } from '../../messages/useMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { useWalletList } from './useWalletList.js'

/** "All Wallets": a searchable list of every wallet Latch knows. */
export function AllWalletsView(_: RouteProps<'AllWallets'>) {
  const config = useConfig()
  const messages = useMessages()
  const [query, setQuery] = useState('')
  const { wallets } = useWalletList(query)
  const resultsId = useId()
  return (
    <div className="l-stack">
      <input
        type="search"
        className="l-search"
        aria-label={messages.searchWallet}
        placeholder={messages.searchWallet}
        aria-controls={resultsId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {wallets.length === 0 ? (
          <p className="l-muted">{messages.noWalletFound}</p>
        ) : (
          <ul className="l-list">
            {wallets.map((wallet) => (
              <li key={wallet.id}>
                <button
                  type="button"
                  className="l-row"
                  disabled={!wallet.connectorId}
                  onClick={() => {
                    if (wallet.connectorId)
                      pushView(config, {
                        view: 'ConnectingExternal',
                        connectorId: wallet.connectorId,
                      })
                  }}
                >
                  <WalletIcon src={wallet.icon} name={wallet.name} />
                  <span className="l-grow">{wallet.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
