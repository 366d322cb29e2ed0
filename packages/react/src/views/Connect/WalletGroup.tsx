import { useId } from 'react'
import { DirectoryFailed } from '../AllWallets/DirectoryFailed.js'
import type { WalletEntry } from '../AllWallets/mergeWallets.js'
import { WalletList } from '../AllWallets/WalletList.js'

/**
 * A headed list of Connect ("Installed", "Recent", "Recommended"): a
 * heading naming the list under it; nothing when it has no wallet. While
 * its wallets are still on their way (`placeholders`: how many are
 * expected), that many empty rows hold their place: the dialog does not
 * grow when they come, so the rows above stay under the visitor's pointer.
 * If they cannot come (`onRetry`), the same place says so, with "Try
 * again": the dialog does not shrink either.
 */
export function WalletGroup({
  title,
  wallets,
  placeholders = 0,
  onRetry,
}: {
  title: string
  wallets: readonly WalletEntry[]
  placeholders?: number
  /** The wallets failed to load: offer to load them again. */
  onRetry?: (() => void) | undefined
}) {
  const id = useId()
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
      <span key={index} className="l-row l-placeholder">
        <span className="l-icon l-icon-letter l-s40" />
      </span>
    ))
  if (!wallets.length && placeholders > 0 && onRetry)
    return (
      <div>
        <h3 className="l-group">{title}</h3>
        <div className="l-reserve">
          <span className="l-list" aria-hidden="true">
            {rows(placeholders)}
          </span>
          <DirectoryFailed className="l-notice" onRetry={onRetry} />
        </div>
      </div>
    )
  // Hidden from assistive technology until the wallets are in: a list of
  // nothing would be announced, then change.
  if (!wallets.length && placeholders > 0)
    return (
      <div aria-hidden="true">
        <h3 className="l-group">{title}</h3>
        <div className="l-list">{rows(placeholders)}</div>
      </div>
    )
  if (!wallets.length) return null
  return (
    <div>
      <h3 id={id} className="l-group">
        {title}
      </h3>
      <WalletList wallets={wallets} labelledBy={id} />
    </div>
  )
}
