/**
 * The fields of a signed EIP-4361 / CAIP-122 message, as the toolkit's
 * `SIWXSession.data` holds them: `chainId` is CAIP-2 (`eip155:31337`,
 * `solana:5eykt4…`, `bip122:000000000019d…`), times are ISO-8601 strings.
 */
export type SiwxMessageData = {
  /** As signed: EIP-55 on eip155; base58 / Bitcoin addresses, case kept. */
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * A sign-in session as the API answers it (README "Sign-in (SIWX)").
 * `{ data, message, signature }` is a toolkit `SIWXSession`.
 */
export type SiwxSession = {
  id: string
  projectId: string
  /** CAIP-10 account id, e.g. `eip155:31337:0xAbC…` (EIP-55). */
  account: string
  /** EIP-55 on eip155; the Solana / Bitcoin address as signed (case kept). */
  address: string
  /** CAIP-2 chain id, e.g. `eip155:31337`. */
  chainId: string
  /** The EIP-4361 / CAIP-122 message exactly as signed. */
  message: string
  /**
   * The signature as sent: 0x hex on eip155 (EIP-191, EIP-1271, EIP-6492),
   * base58 ed25519 on solana, base64 BIP-322 or legacy on bip122.
   */
  signature: string
  data: SiwxMessageData
  /** The message's `issuedAt`. */
  issuedAt: string
  createdAt: string
  /** The message's `expirationTime` or the server's longest session. */
  expiresAt: string
  revokedAt: string | null
}

/** A session row, times as epoch milliseconds (see `sessionColumns`). */
export type SiwxSessionRow = {
  id: string
  project_id: string
  account: string
  address: string
  chain_id: string
  message: string
  signature: string
  data: SiwxMessageData | string
  issued_at: number
  created_at: number
  expires_at: number
  revoked_at: number | null
}

/** The SELECT list that `rowToSiwxSession` reads. */
export const sessionColumns = `id, project_id, account, address, chain_id,
  message, signature, data,
  (extract(epoch from issued_at) * 1000)::float8 AS issued_at,
  (extract(epoch from created_at) * 1000)::float8 AS created_at,
  (extract(epoch from expires_at) * 1000)::float8 AS expires_at,
  (extract(epoch from revoked_at) * 1000)::float8 AS revoked_at`

/** A `siwx_sessions` row (selected with `sessionColumns`) as the API answers it. */
export function rowToSiwxSession(row: SiwxSessionRow): SiwxSession {
  const iso = (ms: number) => new Date(Number(ms)).toISOString()
  return {
    id: row.id,
    projectId: row.project_id,
    account: row.account,
    address: row.address,
    chainId: row.chain_id,
    message: row.message,
    signature: row.signature,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    issuedAt: iso(row.issued_at),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  }
}
