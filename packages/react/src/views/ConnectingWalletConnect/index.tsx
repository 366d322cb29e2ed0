import { closeModal, getModalState } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import type { RouteProps } from '../../modal/routes.js'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/**
 * WalletConnect: the pairing URI as a QR code, a "Copy link" button and,
 * for a directory wallet, a link that opens it. The URI is replaced before
 * it expires; a refusal shows 'Connection declined' with "Try again".
 */
export function ConnectingWalletConnectView({
  route,
}: RouteProps<'ConnectingWalletConnect'>) {
  const config = useConfig()
  return (
    <WalletConnectPairing
      walletId={route.walletId}
      onConnected={() => {
        const { open, route: now } = getModalState(config)
        if (open && now.view === 'ConnectingWalletConnect') closeModal(config)
      }}
    />
  )
}
