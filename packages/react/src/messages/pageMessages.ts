/**
 * The strings shown outside the modal — the buttons and the toast of
 * `useSignMessage` — in English. They are part of the first load; the rest
 * of the catalogue (`en`, which includes these) ships with the modal.
 */
export const pageMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  unknownNetwork: 'Unknown network',
  accountButton: 'Account {address}',
  networkButton: 'Network: {name}',
  signatureDeclined: 'Signature declined',
}

export type PageMessages = typeof pageMessages
