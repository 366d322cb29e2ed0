/** Every user-visible string of the demo page. */
export const messages = {
  title: 'Latch demo',
  intro: 'Connect a wallet, switch networks and sign a message.',
  headerNav: 'Wallet',
  stateHeading: 'Hook values',
  actionsHeading: 'Actions',
  signMessage: 'Sign message',
  signing: 'Signing…',
  messageToSign: 'Hello from the Latch demo',
  signatureLabel: 'Signature result',
  signatureNone: 'Nothing signed yet',
  signatureError: (code: string, message: string) =>
    `Error ${code}: ${message}`,
  switchTo: (name: string) => `Switch to ${name}`,
  openModal: 'Open modal',
  disconnect: 'Disconnect',
  themeToLight: 'Use light theme',
  themeToDark: 'Use dark theme',
  yes: 'yes',
  no: 'no',
  none: '—',
  unknownCode: 'unknown',
} as const
