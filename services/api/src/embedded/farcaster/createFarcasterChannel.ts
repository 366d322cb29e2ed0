import { randomBytes } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import type { Db } from '../../db/Db.js'
import { hashState } from '../social/hashState.js'
import type { FarcasterSignatureParams } from './FarcasterChannel.js'

/** How long a channel lives (the relay's 5 minutes). */
const FARCASTER_CHANNEL_TTL_MS = 300_000

/** Where a Farcaster client signs in (the relay's `url`). */
export const FARCASTER_SIGN_IN_URL =
  'https://farcaster.xyz/~/sign-in-with-farcaster'

export type CreateFarcasterChannelParameters = {
  /** The request; `nonce` defaults to a fresh random one. */
  params: Omit<FarcasterSignatureParams, 'nonce'> & { nonce?: string }
  /** The embedded wallet's login it belongs to (absent: a plain channel). */
  login?: { projectId: string; deviceId: string; origin: string } | undefined
  /** @default FARCASTER_CHANNEL_TTL_MS */
  ttlMs?: number | undefined
  /** @default Date.now() */
  now?: number | undefined
}

/**
 * Opens a relay channel: a random channel token (only its SHA-256 is
 * stored), the sign-in request, 5 minutes of life; expired channels older
 * than a day are swept on the way. Answers the relay's
 * `{ channelToken, url, nonce }`, `url` the Farcaster client's sign-in
 * link carrying the token and the request.
 *
 * @example
 * const { channelToken, url } = await createFarcasterChannel(db, { params: { siweUri: origin, domain: 'app.example' } })
 */
export async function createFarcasterChannel(
  db: Db,
  {
    params,
    login,
    ttlMs = FARCASTER_CHANNEL_TTL_MS,
    now = Date.now(),
  }: CreateFarcasterChannelParameters,
): Promise<{ channelToken: string; url: string; nonce: string }> {
  const channelToken = randomBytes(32).toString('base64url')
  const full: FarcasterSignatureParams = {
    ...params,
    nonce: params.nonce ?? generateNonce(),
  }
  await db.query(
    'DELETE FROM embedded_farcaster_channels WHERE expires_at < to_timestamp($1::float8 / 1000)',
    [now - 86_400_000],
  )
  await db.query(
    `INSERT INTO embedded_farcaster_channels (token_hash, project_id,
       device_id, origin, nonce, domain, siwe_uri, params, created_at,
       expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9::float8 / 1000),
       to_timestamp($10::float8 / 1000))`,
    [
      hashState(channelToken),
      login?.projectId ?? null,
      login?.deviceId ?? null,
      login?.origin ?? null,
      full.nonce,
      full.domain,
      full.siweUri,
      JSON.stringify(full),
      now,
      now + ttlMs,
    ],
  )
  const url = new URL(FARCASTER_SIGN_IN_URL)
  url.searchParams.set('channelToken', channelToken)
  for (const [key, value] of Object.entries(full))
    if (typeof value === 'string') url.searchParams.set(key, value)
  return { channelToken, url: url.toString(), nonce: full.nonce }
}
