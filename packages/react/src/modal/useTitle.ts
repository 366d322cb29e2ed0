import type { Route } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'
import { format } from '../messages/format.js'
import { providerNames } from '../messages/providerNames.js'
import { useMessages } from '../messages/useMessages.js'
import { useWalletConnectState } from '../views/ConnectingWalletConnect/useWalletConnectState.js'
import { useConnectors } from './useConnectors.js'

/** The header title of a route: its view's name, or the wallet's. */
export function useTitle(route: Route): string {
  const messages = useMessages()
  const connectors = useConnectors()
  const wc = useWalletConnectState()
  const config = useConfig()
  switch (route.view) {
    case 'Connect':
    case 'ConnectWallets':
      return messages.connectWallet
    case 'AllWallets':
      return messages.allWallets
    case 'WhatIsAWallet':
      return messages.whatIsAWallet
    case 'ConnectingExternal':
      return (
        connectors.find((c) => c.id === route.connectorId)?.name ??
        messages.connectWallet
      )
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
    case 'ConnectingSiwe': {
      // The basic list (no `walletId`) is WalletConnect's too.
      const { walletId } = route as { walletId?: string | undefined }
      return (
        (walletId && wc.recentWallet?.id === walletId
          ? wc.recentWallet.name
          : undefined) ?? messages.walletConnect
      )
    }
    case 'Account':
      return messages.account
    case 'Networks':
      return messages.selectNetwork
    case 'UnsupportedChain':
      return messages.switchNetwork
    case 'RegisterAccountName':
      return messages.chooseName
    case 'RegisterAccountNameSuccess':
      return messages.nameRegistered
    case 'Send':
      return messages.send
    case 'SendPreview':
      return messages.reviewSend
    case 'Receive':
      return messages.receive
    case 'Swap':
      return messages.swap
    case 'SwapPreview':
      return messages.reviewSwap
    case 'Buy':
      return messages.buy
    case 'SIWXSignMessage':
      return messages.signIn
    // Embedded wallet
    case 'EmailVerifyOtp':
      return messages.confirmEmail
    case 'EmailVerifyDevice':
      return messages.registerDevice
    case 'ConnectingSocial':
      return format(messages.logInWith, { name: providerNames[route.provider] })
    case 'ConnectingFarcaster':
      return format(messages.logInWith, { name: providerNames.farcaster })
    case 'ApproveTransaction':
      // What the frame asks, in its words (the host's locale); the
      // frame's screen leaves its own title to this header. Read, not
      // watched: core sets it before it shows (or re-shows) this route.
      return config.state.embeddedApproval?.title ?? messages.approveTransaction
    case 'UpdateEmailWallet':
      return messages.updateEmail
    case 'UpdateEmailPrimaryOtp':
      return messages.confirmCurrentEmail
    case 'UpdateEmailSecondaryOtp':
      return messages.confirmNewEmail
    // The caller's own title for its own view.
    case 'Custom':
      return route.title
  }
}
