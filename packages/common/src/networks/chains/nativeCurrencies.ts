// The native currencies several built-in networks share, written once.
// Internal to the networks folder.

export const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

export const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const
