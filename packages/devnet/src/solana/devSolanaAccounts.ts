// Browser-safe constants of the local Solana chain: no Solana library is
// imported here, the dev wallet loads this module in the page.

/** One dev Solana account: a public ed25519 test key. */
export type DevSolanaAccount = {
  /** Base58 public key. */
  address: string
  /** The 32-byte ed25519 seed (the private key). Public: test use only. */
  secretKey: Uint8Array
}

/** Public test seed `i`: 32 bytes, each `i + 1`. Never use anywhere real. */
function testSeed(i: number): Uint8Array {
  return new Uint8Array(32).fill(i + 1)
}

const addresses = [
  'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
  '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu',
  'GyGKxMyg1p9SsHfm15MkNUu1u9TN2JtTspcdmrtGUdse',
  'EdmxWPmx2WH6WgFfTdu9xfkYf3k1g5wD1zccTVySEEh1',
  '8SFqwqnq4whPhs8icwHA2hQg3hUoN1qrCLK1SBx3WKwe',
  'AKkzLhjhyFtM9j7WAhbaqYpFe49cXeJBg2kzLRC2PnNa',
  'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB',
  '2KW2XRd9kwqet15Aha2oK3tYvd3nWbTFH1MBiRAv1BE1',
  'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf',
  '5Z6Ay5NEcbg3xhopc522sBCRXQujkTiuDRnHGfQdcnSf',
] as const

/**
 * The ten dev Solana accounts of the local chain. Their keys are PUBLIC test
 * keys (seed `i` is 32 bytes of value `i + 1`): never send real funds to
 * them. On a started chain each holds 1,000 SOL and 1,000,000 LDT in its
 * associated token account. The addresses are checked against the seeds with
 * @solana/kit in devSolanaAccounts.test.ts.
 */
export const devSolanaAccounts: readonly DevSolanaAccount[] = addresses.map(
  (address, i) => ({ address, secretKey: testSeed(i) }),
)

/** Lamports each dev Solana account starts with (1,000 SOL). */
export const SOLANA_DEV_ACCOUNT_LAMPORTS = 1_000_000_000_000n

/**
 * Mint of the SPL Latch Demo Token on the local Solana chain. Its mint
 * keypair's seed is 32 bytes of 0x4c (public; see SOLANA_DEMO_TOKEN_MINT_SEED
 * in @latch/devnet/node).
 */
export const SOLANA_DEMO_TOKEN_MINT =
  'ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ'

/** The SPL Latch Demo Token (LDT) of the local Solana chain. */
export const SOLANA_DEMO_TOKEN = {
  mint: SOLANA_DEMO_TOKEN_MINT,
  decimals: 6,
  symbol: 'LDT',
  name: 'Latch Demo Token',
} as const

/** Base units of LDT each dev Solana account starts with (1,000,000 LDT). */
export const SOLANA_DEMO_TOKEN_SEED_AMOUNT = 1_000_000_000_000n
