import type { ServiceUser } from '@latch/common/embedded-protocol'
import { hybridDeleGatorDeployment } from '@latch/common/smart-account'
import type { Address, Hex } from 'viem'
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
  preferredAccountType: 'eoa' | 'smartAccount'
  smartAccountDeployed: false
  /**
   * A passkey user's credential that owns their smart account (id and
   * P-256 public key x ‖ y): such a user has no eip155 key here; `address`
   * is the smart account and the frame signs with the passkey.
   */
  passkey?: { id: string; publicKey: Hex } | undefined
  /**
   * A passkey user's account as created (its address and deployment): the
   * first passkey and, for accounts made since recovery by e-mail, the
   * ECDSA recovery owner whose key the service keeps sealed.
   */
  passkeyAccount?:
    | { owner?: Address | undefined; passkey: { id: string; publicKey: Hex } }
    | undefined
}

/** The columns `userColumns` selects. */
export type EmbeddedUserRow = {
  id: string
  project_id: string
  email: string | null
  social_provider: string | null
  user_name: string | null
  /** null for a passkey user (no eip155 key). */
  address: string | null
  solana_address: string | null
  passkey_id: string | null
  passkey_public_key: string | null
  /** A passkey user's recovery owner (null: none, or not a passkey user). */
  recovery_address: string | null
  /** The passkey a session signed in with (session queries only). */
  session_passkey_id?: string | null
  session_passkey_public_key?: string | null
}

/**
 * SELECT list of a user (`u`) joined with its eip155 key (`k`) and its
 * Solana key (`sk`; none for users made before it), by `userKeyJoins`.
 */
export const userColumns =
  'u.id, u.project_id, u.email, u.social_provider, u.user_name, k.address, sk.address AS solana_address, pk.credential_id AS passkey_id, pk.public_key AS passkey_public_key, rk.address AS recovery_address'

/**
 * The joins of `embedded_users u` that `userColumns` reads the keys from:
 * the eip155 key, else (a passkey user) the first passkey, which owns the
 * smart account; a user with neither is not found.
 */
export const userKeyJoins = `LEFT JOIN embedded_keys k ON k.user_id = u.id AND k.namespace = 'eip155'
  LEFT JOIN embedded_keys sk ON sk.user_id = u.id AND sk.namespace = 'solana'
  LEFT JOIN embedded_keys rk ON rk.user_id = u.id AND rk.namespace = 'recovery'
  LEFT JOIN LATERAL (SELECT p.credential_id, p.public_key FROM embedded_passkeys p
    WHERE p.user_id = u.id ORDER BY p.created_at, p.credential_id LIMIT 1) pk ON true`

/** Rows of users that have a signer (an eip155 key or a passkey). */
export const hasSigner =
  '(k.address IS NOT NULL OR pk.credential_id IS NOT NULL)'

/**
 * The smart account a passkey owns, with the ECDSA recovery `owner` when it
 * has one (salt 0, Latch's deployment).
 */
export const passkeyAccountAddress = (
  passkey: { id: string; publicKey: Hex },
  owner?: Address,
) => hybridDeleGatorDeployment({ passkey, owner }).address

/** The answer shape of a user row. */
export function rowToEmbeddedUser(row: EmbeddedUserRow): EmbeddedUser {
  if (!row.address && row.passkey_id && row.passkey_public_key) {
    const first = {
      id: row.passkey_id,
      publicKey: row.passkey_public_key as Hex,
    }
    const owner = (row.recovery_address ?? undefined) as Address | undefined
    const account = passkeyAccountAddress(first, owner)
    // The passkey that signs: the session's (one added by recovery), else
    // the account's first.
    const passkey =
      row.session_passkey_id && row.session_passkey_public_key
        ? {
            id: row.session_passkey_id,
            publicKey: row.session_passkey_public_key as Hex,
          }
        : first
    return {
      email: row.email,
      address: account,
      accounts: [{ address: account, type: 'smartAccount' }],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      passkey,
      passkeyAccount: { ...(owner && { owner }), passkey: first },
    }
  }
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
