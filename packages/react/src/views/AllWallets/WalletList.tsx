import type { WalletEntry } from './useWalletList.js'
import { WalletRow } from './WalletRow.js'

/** Wallets as a list of rows; `tag` labels a row (e.g. 'Recent'). */
export function WalletList({
  wallets,
  tag,
}: {
  wallets: readonly WalletEntry[]
  tag?: ((wallet: WalletEntry) => string | undefined) | undefined
}) {
  return (
    <ul className="l-list">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <WalletRow wallet={wallet} tag={tag?.(wallet)} />
        </li>
      ))}
    </ul>
  )
}
