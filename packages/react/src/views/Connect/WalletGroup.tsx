import { useId } from 'react'
import type { WalletEntry } from '../AllWallets/useWalletList.js'
import { WalletList } from '../AllWallets/WalletList.js'

/**
 * A headed list of Connect ("Installed", "Recent", "Recommended"): a
 * heading naming the list under it; nothing when it has no wallet. While
 * its wallets are still on their way (`placeholders`: how many are
 * expected), that many empty rows hold their place: the dialog does not grow when they come, so the rows above stay under the
 * visitor's pointer.
 */
export function WalletGroup({
  title,
  wallets,
  placeholders = 0,
}: {
  title: string
  wallets: readonly WalletEntry[]
  placeholders?: number
}) {
  const id = useId()
  // Hidden from assistive technology until the wallets are in: a list of
  // nothing would be announced, then change.
  if (!wallets.length && placeholders > 0)
    return (
      <div aria-hidden="true">
        <h3 className="l-group">{title}</h3>
        <div className="l-list">
          {Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <span key={index} className="l-row l-placeholder">
              <span className="l-icon l-icon-letter l-s40" />
            </span>
          ))}
        </div>
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
