import { useId } from 'react'
import type { WalletEntry } from '../AllWallets/useWalletList.js'
import { WalletList } from '../AllWallets/WalletList.js'

/**
 * A headed list of Connect ("Installed", "Recent", "Recommended"): a
 * heading naming the list under it; nothing when it has no wallet.
 */
export function WalletGroup({
  title,
  wallets,
}: {
  title: string
  wallets: readonly WalletEntry[]
}) {
  const id = useId()
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
