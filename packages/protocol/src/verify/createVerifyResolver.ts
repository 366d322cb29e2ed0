import { hashMessage } from '../crypto/hashMessage.js'
import type {
  Validation,
  VerifyResolver,
  VerifyResolverParameters,
} from '../types/verify.js'
import {
  type AttestationPayload,
  verifyAttestationJwt,
} from './verifyAttestationJwt.js'

export type CreateVerifyResolverParameters = {
  /**
   * The wallet's trusted Verify server (its base URL, e.g. the Latch API).
   * The `verifyUrl` a dapp claims in its metadata is never used.
   */
  url: string
  /** Milliseconds one resolution may take; then it settles UNKNOWN. @default 3_000 */
  timeout?: number | undefined
  /**
   * Milliseconds to keep asking for a registration that is not there yet
   * (404): a dapp registers without delaying its publish, so the
   * registration may land just after the message. @default 2_000
   */
  lookupWindow?: number | undefined
}

type Attested = Pick<AttestationPayload, 'origin' | 'isScam' | 'isVerified'>
type PublicKey = { publicKey: JsonWebKey; expiresAt: number }

/**
 * Wallet: resolves the Verify context (SPEC §3) of inbound proposals and
 * requests from a trusted Verify server. An attestation JWT delivered with
 * the message is checked with the server's public key (fetched once,
 * cached until it expires, fetched again once if a check fails); without
 * one, the registration is looked up by the decrypted message's hash.
 * VALID: the attested origin is the origin of the URL the dapp claims and
 * the project allows it; INVALID: the origins differ; UNKNOWN: nothing
 * attested, not allowed, or any failure. `isScam` is passed through.
 *
 * https://latch.dev/docs/protocol/verify
 *
 * @example
 * const client = await createSignClient({
 *   relayUrl,
 *   metadata,
 *   verify: createVerifyResolver({ url: 'https://api.example.com' }),
 * })
 */
export function createVerifyResolver({
  url,
  timeout = 3_000,
  lookupWindow = 2_000,
}: CreateVerifyResolverParameters): VerifyResolver {
  const base = url.replace(/\/+$/, '')
  let key: Promise<PublicKey> | undefined
  const get = (path: string, signal: AbortSignal) =>
    fetch(base + path, { signal })

  const attest = async (
    { message, payload, attestation, metadata }: VerifyResolverParameters,
    signal: AbortSignal,
  ): Promise<Attested | undefined> => {
    // An empty attestation: the official dapp tried and failed to register.
    if (attestation === '') return
    if (attestation) {
      const id = await hashMessage(message)
      for (const refresh of [0, 1]) {
        if (refresh || !key) {
          key = get('/v3/public-key', signal).then((r) => r.json())
          key.catch(() => (key = undefined))
        }
        const { publicKey, expiresAt } = await (key as Promise<PublicKey>)
        // Unix seconds; an expired key is fetched again.
        if (!refresh && expiresAt * 1000 < Date.now()) continue
        const claims = await verifyAttestationJwt(attestation, {
          publicKey,
          id,
        })
        if (claims) return claims
      }
    }
    // Latch's v3 lookup answers every unexpired record (the official v2
    // path hides unverified ones), so INVALID is told apart from "not
    // yet". Waiting for a late registration only pays when the dapp says
    // it registers here; its claim never decides what is attested.
    const decryptedId = await hashMessage(JSON.stringify(payload))
    const until =
      Date.now() +
      (metadata?.verifyUrl?.replace(/\/+$/, '') === base ? lookupWindow : 0)
    for (let delay = 100; ; delay *= 2) {
      const response = await get(`/v3/attestation/${decryptedId}`, signal)
      if (response.ok) return response.json()
      if (response.status !== 404 || Date.now() >= until) return
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }

  return async function resolveVerifyContext(parameters) {
    const claimed = parameters.metadata?.url ?? ''
    const signal = AbortSignal.timeout(timeout)
    // At the timeout the race settles with the abort event: UNKNOWN.
    const attested = (await Promise.race([
      attest(parameters, signal),
      new Promise((resolve) => {
        signal.onabort = resolve
      }),
    ]).catch(() => {})) as Attested | undefined
    let validation: Validation = 'UNKNOWN'
    if (typeof attested?.origin !== 'string')
      return { verifyUrl: base, validation, origin: claimed }
    try {
      if (attested.origin !== new URL(claimed).origin) validation = 'INVALID'
      else if (attested.isVerified) validation = 'VALID'
    } catch {
      validation = 'INVALID'
    }
    return {
      verifyUrl: base,
      validation,
      origin: attested.origin,
      ...(attested.isScam && { isScam: true }),
    }
  }
}
