/**
 * Strings of the Solana and Bitcoin parts of the modal, in English: the
 * Networks view's namespace groups and the Send view's Solana receiver.
 * They ship with those lazy chunks, not the modal's (an EVM-only page
 * never loads them), which use them beside `useMessages()`.
 */
export const namespaceMessages = {
  namespaceEip155: 'Ethereum and EVM',
  namespaceSolana: 'Solana',
  namespaceBip122: 'Bitcoin',
  namespaceOther: 'Other networks',
  solanaReceiverPlaceholder: 'Solana address',
  invalidSolanaReceiver: 'Enter a Solana address (32 to 44 base58 characters)',
} as const
