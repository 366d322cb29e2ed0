import { closeModal, getModalState, openWalletConnectBasic } from '@latch/core'
import { useLayoutEffect } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import type { RouteProps } from '../../modal/routes.js'
import { useConnectors } from '../../modal/useConnectors.js'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.js'
import { onPhone } from './onPhone.js'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/**
 * WalletConnect: the pairing URI as a QR code, a "Copy link" button and,
 * for a directory wallet, a link that opens it. The URI is replaced before
 * it expires; a refusal shows 'Connection declined' with "Try again".
 * On a phone without a browser wallet, WalletConnect (no wallet chosen)
 * is the basic wallet list instead (ConnectingWalletConnectBasic, which
 * this chunk also shows): the route is replaced by it.
 */
export function ConnectingWalletConnectView({
  route,
}:
  | RouteProps<'ConnectingWalletConnect'>
  | RouteProps<'ConnectingWalletConnectBasic'>) {
  const config = useConfig()
  const connectors = useConnectors()
  const toBasic =
    route.view === 'ConnectingWalletConnect' &&
    !route.walletId &&
    connectors.length === 0 &&
    onPhone()
  useLayoutEffect(() => {
    if (toBasic) openWalletConnectBasic(config, { replace: true })
  }, [config, toBasic])
  if (route.view === 'ConnectingWalletConnectBasic')
    return <ConnectingWalletConnectBasic />
  if (toBasic) return null
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
