/**
 * The signed-in user as the service answers it: the frame user of SPEC §3
 * without `chainId` (the frame adds the chain it is on).
 */
export type EmbeddedUser = {
  /** Lowercased e-mail, or `null` for a social login without one. */
  email: string | null
  /** The user's eip155 address (checksummed). */
  address: `0x${string}`
  accounts: readonly { address: `0x${string}`; type: 'eoa' }[]
  userName?: string | undefined
  preferredAccountType: 'eoa'
  smartAccountDeployed: false
  socialProvider?: string | undefined
}

/** The columns `userColumns` selects. */
export type EmbeddedUserRow = {
  id: string
  project_id: string
  email: string | null
  social_provider: string | null
  user_name: string | null
  address: string
}

/** SELECT list of a user joined with its eip155 key (`u`, `k`). */
export const userColumns =
  'u.id, u.project_id, u.email, u.social_provider, u.user_name, k.address'

/** The answer shape of a user row. */
export function rowToEmbeddedUser(row: EmbeddedUserRow): EmbeddedUser {
  const address = row.address as `0x${string}`
  return {
    email: row.email,
    address,
    accounts: [{ address, type: 'eoa' }],
    ...(row.user_name ? { userName: row.user_name } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    ...(row.social_provider ? { socialProvider: row.social_provider } : {}),
  }
}
