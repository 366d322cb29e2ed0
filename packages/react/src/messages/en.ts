import { pageMessages } from './pageMessages.js'

/**
 * The strings the modal's chunk shows or announces, in English: its frame
 * (titles, alerts, header), Connect, the warm-up rehearsal, and what its
 * other pieces name. `{name}` marks a placeholder that `format` fills in.
 * The page's own strings (buttons, toasts of page hooks) are
 * `pageMessages`, part of the first load; the strings only the views
 * opened after the first click show are `viewMessages`, in those views'
 * chunks. Other languages are catalogues of every key (`locales/<tag>.ts`,
 * one chunk each).
 */
export const en = {
  ...pageMessages,
  back: 'Back',
  close: 'Close',
  allWallets: 'All Wallets',
  recent: 'Recent',
  installed: 'Installed',
  noWalletDetected: 'No wallet detected in this browser',
  tryAgain: 'Try again',
  account: 'Account',
  copyAddress: 'Copy address',
  loadingBalance: 'Loading balance…',
  disconnect: 'Disconnect',
  selectNetwork: 'Select network',
  networks: 'Networks',
  switchNetwork: 'Switch Network',
  projectIdNotConfigured: 'Project ID Not Configured',
  notifications: 'Notifications',
  // Latch API (directory, balances, activity, names)
  invalidAppConfiguration: 'Invalid App Configuration',
  invalidProjectId: 'Invalid Project ID - update configuration',
  recommended: 'Recommended',
  // Connect's groups of the host's featured/custom wallets and connectors.
  featured: 'Featured',
  otherWallets: 'Other wallets',
  notInstalled: 'Not installed',
  // A wallet's namespaces in the wallet lists.
  'ns:eip155': 'EVM',
  'ns:solana': 'Solana',
  'ns:bip122': 'Bitcoin',
  openWebApp: 'Open {name} web app',
  loadMore: 'Load more',
  install: 'Install',
  newToWallets: 'New to wallets?',
  whatIsAWallet: 'What is a wallet?',
  accountTabs: 'Account sections',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  loading: 'Loading…',
  chooseName: 'Choose a name',
  nameRegistered: 'Name registered',
  // WalletConnect and sign-in titles
  walletConnect: 'WalletConnect',
  signIn: 'Sign In',
  // Account's actions and the titles of the views they open
  accountActions: 'Account actions',
  send: 'Send',
  swap: 'Swap',
  reviewSwap: 'Review swap',
  buy: 'Buy',
  receive: 'Receive',
  max: 'Max',
  reviewSend: 'Review send',
  actionNotAllowed: 'Action not allowed',
  cancel: 'Cancel',
  somethingWentWrong: 'Something went wrong',
  // Embedded wallet: the titles, alerts and Account lines the modal shows
  // (the rest is embeddedMessages, with the embedded views' chunk)
  emailDependencyFailed: 'Unable to load email login dependency',
  confirmEmail: 'Confirm e-mail',
  registerDevice: 'Register this device',
  logInWith: 'Log in with {name}',
  approveTransaction: 'Approve Transaction',
  updateEmail: 'Update e-mail',
  confirmCurrentEmail: 'Confirm current e-mail',
  confirmNewEmail: 'Confirm new e-mail',
  iframeLoadFailed: 'Network Error - Could not load embedded wallet',
  iframeRequestTimeout: 'Embedded Wallet Request Timed Out',
  sessionExpired: 'Session Expired',
} as const

/** The shape every message catalogue has. */
export type Messages = { readonly [K in keyof typeof en]: string }
