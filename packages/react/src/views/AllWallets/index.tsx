import { useId, useState } from 'react'
import { useMessages } from '../../messages/useMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { useWalletList } from './useWalletList.js'
import { WalletList } from './WalletList.js'

/**
 * "All Wallets": the wallets installed in this browser, then the wallet
 * directory of the Latch API (40 at a time, "Load more"), searchable.
 */
export function AllWalletsView(_: RouteProps<'AllWallets'>) {
  const messages = useMessages()
  const [query, setQuery] = useState('')
  const { wallets, loading, hasMore, loadMore } = useWalletList(query)
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
      <div id={resultsId} aria-live="polite" aria-busy={loading}>
        {wallets.length === 0 ? (
          <p className="l-muted">
            {loading ? messages.loadingWallets : messages.noWalletFound}
          </p>
        ) : (
          <WalletList wallets={wallets} />
        )}
      </div>
      {hasMore && (
        <button
          type="button"
          className="l-secondary"
          disabled={loading}
          onClick={loadMore}
        >
          {loading ? messages.loadingWallets : messages.loadMore}
        </button>
      )}
    </div>
  )
}
