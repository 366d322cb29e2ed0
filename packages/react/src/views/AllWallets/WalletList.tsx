import type { WalletEntry } from './mergeWallets.js'
import { WalletRow } from './WalletRow.js'

/**
 * Wallets as a list of rows (`grid`: of tiles, All Wallets), named by the
 * element `labelledBy` when given.
 */
export function WalletList({
  wallets,
  labelledBy,
  grid,
}: {
  wallets: readonly WalletEntry[]
  labelledBy?: string | undefined
  grid?: boolean | undefined
}) {
  return (
    <ul
      className={grid ? 'l-list l-grid' : 'l-list'}
      aria-labelledby={labelledBy}
    >
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <WalletRow wallet={wallet} />
        </li>
      ))}
    </ul>
  )
}
