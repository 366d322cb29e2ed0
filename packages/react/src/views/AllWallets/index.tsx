import { getLegalAccepted } from '@latch/core'
import { useEffect, useId, useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useStyles } from '../../internal/useStyles.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { LegalGate } from '../Connect/LegalGate.js'
import { allWalletsCss } from './allWalletsStyles.js'
import { DirectoryFailed } from './DirectoryFailed.js'
import { useWalletList } from './useWalletList.js'
import { WalletList } from './WalletList.js'

/**
 * "All Wallets" (its own chunk): a search box over a grid of tiles — the
 * wallets installed in this browser, then the wallet directory of the
 * Latch API, 40 at a time, more when the grid is scrolled to its end (or
 * "Load more"). Only the grid scrolls, so the search stays in view.
 * Opened straight (`openModal({ view: 'AllWallets' })`) before Connect's
 * terms box (`features.legalCheckbox`) was ticked, the same box gates the
 * list here.
 */
export function AllWalletsView(_: RouteProps<'AllWallets'>) {
  useStyles('allWallets', allWalletsCss)
  const config = useConfig()
  const [gated] = useState(() => {
    const { features, termsConditionsUrl, privacyPolicyUrl } = config.options
    return (
      features.legalCheckbox &&
      Boolean(termsConditionsUrl || privacyPolicyUrl) &&
      !getLegalAccepted(config)
    )
  })
  const messages = useViewMessages()
  const [query, setQuery] = useState('')
  const { wallets, loading, hasMore, loadMore, failed, retry } =
    useWalletList(query)
  const resultsId = useId()
  const scroller = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLDivElement>(null)

  // The next page once the end of the grid scrolls into view.
  const more = hasMore && !loading
  useEffect(() => {
    const root = scroller.current
    const target = end.current
    if (!more || !root || !target || typeof IntersectionObserver !== 'function')
      return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore()
      },
      { root, rootMargin: '0px 0px 120px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [more, loadMore])

  const view = (
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
      <div
        id={resultsId}
        ref={scroller}
        className="l-scroll"
        aria-busy={loading}
      >
        {wallets.length > 0 && <WalletList wallets={wallets} grid />}
        {failed ? (
          <DirectoryFailed className="l-stack l-center" onRetry={retry} />
        ) : (
          wallets.length === 0 && (
            <p className="l-muted" role="status">
              {loading ? messages.loadingWallets : messages.noWalletFound}
            </p>
          )
        )}
        <div ref={end} />
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
  return gated ? <LegalGate>{view}</LegalGate> : view
}
