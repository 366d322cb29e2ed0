/**
 * Every string Latch shows or announces, in English. `{name}` marks a
 * placeholder that `format` fills in. Other languages slot in later by
 * giving `useMessages` another catalogue of the same shape.
 */
export const en = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  unknownNetwork: 'Unknown network',
  accountButton: 'Account {address}',
  networkButton: 'Network: {name}',
  back: 'Back',
  close: 'Close',
  allWallets: 'All Wallets',
  recent: 'Recent',
  installed: 'Installed',
  noWalletDetected: 'No wallet detected in this browser',
  searchWallet: 'Search wallet',
  noWalletFound: 'No wallet found',
  continueIn: 'Continue in {name}',
  acceptConnection: 'Accept connection request in the wallet',
  connectionDeclined: 'Connection declined',
  connectionFailed: 'Connection failed',
  tryAgain: 'Try again',
  account: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  balance: 'Balance',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  loadingBalance: 'Loading balance…',
  disconnect: 'Disconnect',
  failedToDisconnect: 'Failed to disconnect',
  selectNetwork: 'Select network',
  networks: 'Networks',
  switchDeclined: 'Switch declined',
  switchNetwork: 'Switch Network',
  unsupportedChain:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  networkNotFound: 'Network Not Found',
  signatureDeclined: 'Signature declined',
  projectIdNotConfigured: 'Project ID Not Configured',
  notifications: 'Notifications',
  walletIcon: '{name} icon',
} as const

/** The shape every message catalogue has. */
export type Messages = { readonly [K in keyof typeof en]: string }
