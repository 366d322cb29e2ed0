import { type Hex, isHex, verifyMessage } from 'viem'
import type { Db } from '../../db/Db.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseAddress } from '../utils/parseAddress.js'
import { isEvmCoinType } from './coinTypeFromChainId.js'
import { findNameProfiles, type NameProfile } from './findNameProfiles.js'
import { normalizeName } from './nameRules.js'

/** How far a signed message's timestamp may be from the server clock. */
const NAME_MESSAGE_MAX_AGE_MS = 10 * 60_000

/** Body of POST /v1/profile/account. */
export type RegisterNameParameters = {
  coin_type?: unknown
  address?: unknown
  /** JSON string `{ name, attributes?, timestamp }`, signed EIP-191. */
  message?: unknown
  signature?: unknown
}

const invalid = (message: string) =>
  new BlockchainApiError(400, 'INVALID_BODY', message)

/** Names one address may hold when the settings do not say. */
const DEFAULT_NAMES_PER_ADDRESS = 5

/**
 * Registers a name for the address that signed `message` (EIP-191,
 * recovered with viem's verifyMessage). The signed name must be in
 * ENS-normalised form (ENSIP-15, see `normalizeName`; else 400
 * `NAME_NOT_NORMALIZED`), so the stored name is exactly the signed one;
 * it gets the configured suffix, must be unused, and the message's
 * timestamp (seconds or ms) within 10 minutes of now. An address holds
 * at most `names.maxPerAddress` names (403 `NAME_QUOTA_EXCEEDED`).
 */
export async function registerName(
  db: Db,
  settings: Pick<BlockchainSettings, 'nameSuffix'> & {
    names?: Pick<BlockchainSettings['names'], 'maxPerAddress'> | undefined
  },
  body: RegisterNameParameters,
  { now = Date.now() }: { now?: number } = {},
): Promise<NameProfile> {
  const coinType =
    typeof body.coin_type === 'string' && /^[0-9]{1,10}$/.test(body.coin_type)
      ? Number(body.coin_type)
      : body.coin_type
  if (typeof coinType !== 'number' || !isEvmCoinType(coinType))
    throw new BlockchainApiError(
      400,
      'INVALID_COIN_TYPE',
      'Invalid coin_type: expected (0x80000000 | chainId) >>> 0 with chainId below 2^31, or 60.',
    )
  const address = parseAddress(body.address)
  if (typeof body.message !== 'string' || body.message.length > 4_096)
    throw invalid('message must be a JSON string of at most 4096 characters.')
  if (!isHex(body.signature) || body.signature.length > 1_000)
    throw new BlockchainApiError(
      400,
      'INVALID_SIGNATURE',
      'signature must be a 0x hex string.',
    )
  const parsed = parseMessage(body.message)
  const { name } = normalizeName(parsed.name, settings.nameSuffix, {
    strict: true,
  })
  const timestampMs =
    parsed.timestamp > 1e12 ? parsed.timestamp : parsed.timestamp * 1000
  if (Math.abs(now - timestampMs) > NAME_MESSAGE_MAX_AGE_MS)
    throw new BlockchainApiError(
      400,
      'STALE_MESSAGE',
      'The message timestamp is more than 10 minutes from the server time.',
    )
  const valid = await verifyMessage({
    address,
    message: body.message,
    signature: body.signature as Hex,
  }).catch(() => false)
  if (!valid)
    throw new BlockchainApiError(
      401,
      'INVALID_SIGNATURE',
      'The signature does not recover to the given address.',
    )

  const maxPerAddress =
    settings.names?.maxPerAddress ?? DEFAULT_NAMES_PER_ADDRESS
  const addressLower = address.toLowerCase()
  await db.transaction(async (tx) => {
    // One registration per address at a time, so the count below holds.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-names:${addressLower}`,
    ])
    const [held] = await tx.query<{ count: number }>(
      `SELECT count(DISTINCT name)::int AS count FROM profile_name_addresses
       WHERE address_lower = $1`,
      [addressLower],
    )
    if ((held?.count ?? 0) >= maxPerAddress)
      throw new BlockchainApiError(
        403,
        'NAME_QUOTA_EXCEEDED',
        `This address already holds ${held?.count} names, the most allowed (${maxPerAddress}).`,
      )
    const inserted = await tx.query(
      `INSERT INTO profile_names (name, attributes) VALUES ($1, $2::jsonb)
       ON CONFLICT DO NOTHING RETURNING name`,
      [name, JSON.stringify(parsed.attributes)],
    )
    if (inserted.length === 0)
      throw new BlockchainApiError(
        409,
        'NAME_TAKEN',
        `The name ${name} is already registered.`,
      )
    await tx.query(
      `INSERT INTO profile_name_addresses
         (name, coin_type, address, address_lower) VALUES ($1, $2, $3, $4)`,
      [name, coinType, address, addressLower],
    )
  })
  const [profile] = await findNameProfiles(db, { name })
  if (!profile) throw invalid('The name could not be stored.')
  return profile
}

function parseMessage(message: string) {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    throw invalid('message is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(
      'message must be a JSON object { name, attributes?, timestamp }.',
    )
  const { name, attributes = {}, timestamp } = value as Record<string, unknown>
  if (typeof name !== 'string') throw invalid('message.name must be a string.')
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp))
    throw invalid('message.timestamp must be a number (seconds or ms).')
  if (
    typeof attributes !== 'object' ||
    attributes === null ||
    Array.isArray(attributes) ||
    Object.keys(attributes).length > 20 ||
    Object.entries(attributes).some(
      ([key, v]) => key.length > 64 || typeof v !== 'string' || v.length > 1024,
    )
  )
    throw invalid(
      'message.attributes must map at most 20 keys to strings (≤ 1024 characters).',
    )
  return {
    name,
    timestamp,
    attributes: attributes as Record<string, string>,
  }
}
