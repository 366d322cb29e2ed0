/**
 * Strings of the "What is a wallet?" view, in English. They ship with that
 * view's lazy chunk, not the modal's (most visitors never open it), which
 * uses them beside `useMessages()`.
 */
export const guideMessages = {
  walletIntro:
    'A wallet holds your crypto and signs you in to apps like this one, with no password.',
  walletControl:
    'Apps only see your address. Nothing is signed or sent without your approval.',
  getAWallet: 'Get a wallet',
  getWallet: 'Get {name}',
} as const
