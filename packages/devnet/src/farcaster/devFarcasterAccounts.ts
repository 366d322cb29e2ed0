import type { Address } from 'viem'
import { devAccounts } from '../devAccounts.js'

/**
 * Farcaster's IdRegistry on OP Mainnet. On the devnet a stand-in with the
 * same `idOf(address)` is installed here (`seedFarcaster`), so Sign In With
 * Farcaster verifies offline.
 */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address =
  '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** The fid of dev account `i` on a seeded devnet: 1000 + i. */
export const DEV_FARCASTER_FID_BASE = 1000

/** Dev accounts 0–9 as Farcaster custody addresses, fids 1000–1009. */
export const devFarcasterAccounts: readonly {
  custody: Address
  fid: number
}[] = devAccounts.map((account, index) => ({
  custody: account.address,
  fid: DEV_FARCASTER_FID_BASE + index,
}))
