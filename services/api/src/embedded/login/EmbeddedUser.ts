import type { ServiceUser } from '@latch/common/embedded-protocol'
import { smartAccountAddressOf } from '../smartAccount/loadUserSmartAccount.js'

/**
 * The signed-in user as the service answers it (`ServiceUser` of the
 * embedded wallet's message contract), with what this service knows more
 * precisely: a checksummed eip155 address, its EOA account and the smart
 * account it owns (`smartAccountAddressOf`: the same address on every
 * chain; usable where the chain has a bundler, deployed with its first
 * user operation). The preferred type stays `eoa` until the frame asks
 * for the other.
 */
export type EmbeddedUser = ServiceUser & {
  /** The user's eip155 address (checksummed). */
  address: `0x${string}`
  accounts: readonly {
    address: `0x${string}`
    type: 'eoa' | 'smartAccount'
  }[]
  preferredAccountType: 'eoa'
  smartAccountDeployed: false
}

/** The columns `userColumns` selects. */
export type EmbeddedUserRow = {
  id: string
  project_id: string
  email: string | null
  social_provider: string | null
  user_name: string | null
  address: string
  solana_address: string | null
}

/**
 * SELECT list of a user (`u`) joined with its eip155 key (`k`) and its
 * Solana key (`sk`; none for users made before it), by `userKeyJoins`.
 */
export const userColumns =
  'u.id, u.project_id, u.email, u.social_provider, u.user_name, k.address, sk.address AS solana_address'

/** The joins of `embedded_users u` that `userColumns` reads the keys from. */
export const userKeyJoins = `JOIN embedded_keys k ON k.user_id = u.id AND k.namespace = 'eip155'
  LEFT JOIN embedded_keys sk ON sk.user_id = u.id AND sk.namespace = 'solana'`

/** The answer shape of a user row. */
export function rowToEmbeddedUser(row: EmbeddedUserRow): EmbeddedUser {
  const address = row.address as `0x${string}`
  return {
    email: row.email,
    address,
    accounts: [
      { address, type: 'eoa' },
      { address: smartAccountAddressOf(address), type: 'smartAccount' },
    ],
    ...(row.solana_address ? { solanaAddress: row.solana_address } : {}),
    ...(row.user_name ? { userName: row.user_name } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    ...(row.social_provider ? { socialProvider: row.social_provider } : {}),
  }
}
