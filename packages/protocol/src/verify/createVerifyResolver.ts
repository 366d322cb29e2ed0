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

  const readJwt = async (jwt: string, id: string, signal: AbortSignal) => {
    for (const refresh of [false, true]) {
      if (refresh || !key) {
        key = get('/v3/public-key', signal).then((response) => response.json())
        key.catch(() => (key = undefined))
      }
      const { publicKey, expiresAt } = await key
      // Unix seconds; an expired key is fetched again.
      if (!refresh && expiresAt * 1000 < Date.now()) continue
      const payload = await verifyAttestationJwt(jwt, { publicKey, id })
      if (payload) return payload
    }
    return undefined
  }

  // Latch's v3 lookup answers every unexpired record (the official v2 path
  // hides unverified ones), so INVALID is told apart from "not yet".
  const lookup = async (id: string, window: number, signal: AbortSignal) => {
    const started = Date.now()
    for (let delay = 100; ; delay *= 2) {
      const response = await get(`/v3/attestation/${id}`, signal)
      if (response.ok) return (await response.json()) as Attested
      if (response.status !== 404 || Date.now() - started >= window)
        return undefined
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }

  const attest = async (
    { message, payload, attestation, metadata }: VerifyResolverParameters,
    signal: AbortSignal,
  ): Promise<Attested | undefined> => {
    // An empty attestation: the official dapp tried and failed to register.
    if (attestation === '') return undefined
    const jwt =
      attestation &&
      (await readJwt(attestation, await hashMessage(message), signal))
    // Waiting for a late registration only pays when the dapp says it
    // registers here; its claim never decides what is attested.
    const registersHere = metadata?.verifyUrl?.replace(/\/+$/, '') === base
    return (
      jwt ||
      lookup(
        await hashMessage(JSON.stringify(payload)),
        registersHere ? lookupWindow : 0,
        signal,
      )
    )
  }

  return async function resolveVerifyContext(parameters) {
    const claimed = parameters.metadata?.url ?? ''
    const signal = AbortSignal.timeout(timeout)
    const attested = await Promise.race([
      attest(parameters, signal),
      new Promise<undefined>((resolve) =>
        signal.addEventListener('abort', () => resolve(undefined)),
      ),
    ]).catch(() => undefined)
    if (typeof attested?.origin !== 'string')
      return { verifyUrl: base, validation: 'UNKNOWN', origin: claimed }
    let validation: Validation = 'UNKNOWN'
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
