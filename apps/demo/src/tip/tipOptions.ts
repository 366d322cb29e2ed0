/** The creator the demo's tips go to (an address no dev account uses). */
export const CREATOR_ADDRESS = '0xc0ffee254729296a45a3885639ac7e10f9d54979'

/** The tip amounts offered, as shown and in base units (18 decimals). */
export const TIP_AMOUNTS = [
  { label: '0.01', value: 10n ** 16n },
  { label: '0.05', value: 5n * 10n ** 16n },
  { label: '0.1', value: 10n ** 17n },
] as const

/** The tokens a tip is paid in on the EVM devnets. */
export const TIP_TOKENS = ['ETH', 'LDT'] as const

export type TipToken = (typeof TIP_TOKENS)[number]
