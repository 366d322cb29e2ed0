/**
 * Where seeding deploys the Latch Demo Token on a fresh devnet: the
 * CREATE address of dev account 0 at nonce 0.
 */
export const DEMO_TOKEN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** Name, symbol and decimals of the demo token. */
export const DEMO_TOKEN = {
  name: 'Latch Demo Token',
  symbol: 'LDT',
  decimals: 18,
} as const

/** LDT minted to each of the first ten dev accounts: 1,000,000 tokens. */
export const DEMO_TOKEN_SEED_AMOUNT = 1_000_000n * 10n ** 18n
