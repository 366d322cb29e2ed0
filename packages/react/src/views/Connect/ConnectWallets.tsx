import type { RouteProps } from '../../modal/routes.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { useConnectWallets } from './useConnectWallets.js'

/**
 * Connect's wallet list on its own (`features.collapseWallets`), opened
 * by "Continue with a wallet"; Back returns to Connect.
 */
export function ConnectWalletsView(_: RouteProps<'ConnectWallets'>) {
  return (
    <div className="l-stack">
      <ConnectWalletList wallets={useConnectWallets()} />
    </div>
  )
}
