/**
 * Chain namespaces Latch knows (CAIP-2 namespaces): EVM, Solana, Bitcoin,
 * Polkadot and Cosmos.
 */
export const chainNamespaces = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
] as const

/** One of {@link chainNamespaces}. */
export type ChainNamespace = (typeof chainNamespaces)[number]
