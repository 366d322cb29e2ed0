// A software WebAuthn authenticator with one P-256 credential, answering as
// a browser does for the test service's origin (http://embedded.test):
// registrations (CBOR and COSE by ox), assertions (DER signatures by
// @noble/curves), and a viem WebAuthn account for the smart account.
import { p256 } from '@noble/curves/nist.js'
import { Bytes, Cbor, CoseKey, Hash, PublicKey } from 'ox'
import type { Hex } from 'viem'
import { toWebAuthnAccount } from 'viem/account-abstraction'

const SOFT_PASSKEY_ORIGIN = 'http://embedded.test'

const sha256 = (bytes: Uint8Array) => Hash.sha256(bytes, { as: 'Bytes' })
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

export function softPasskey(rpId = 'embedded.test') {
  const secret = p256.utils.randomSecretKey()
  const publicKey = PublicKey.from(p256.getPublicKey(secret, false))
  const rawId = p256.utils.randomSecretKey().slice(0, 16)
  const id = b64(rawId)
  const publicKeyHex = PublicKey.toHex(publicKey, {
    includePrefix: false,
  }) as Hex
  const rpIdHash = sha256(new TextEncoder().encode(rpId))
  /** An assertion's parts over `challenge` (base64url), signed by `key`. */
  const sign = (
    challenge: string,
    { origin = SOFT_PASSKEY_ORIGIN, key = secret, highS = false } = {},
  ) => {
    const clientDataJSON = json({ type: 'webauthn.get', challenge, origin })
    const authenticatorData = Bytes.concat(
      rpIdHash,
      Uint8Array.of(0x05), // UP | UV
      Uint8Array.of(0, 0, 0, 1),
    )
    const low = p256.Signature.fromBytes(
      p256.sign(
        sha256(Bytes.concat(authenticatorData, sha256(clientDataJSON))),
        key,
        { prehash: false },
      ),
    )
    // Authenticators may give the high-s twin (Chromium's does).
    const n = p256.Point.Fn.ORDER
    const signature = (
      highS ? new p256.Signature(low.r, n - low.s) : low
    ).toBytes('der')
    return { clientDataJSON, authenticatorData, signature }
  }
  return {
    id,
    publicKeyHex,
    /** A registration (`webauthn.create`, attestation `none`) over `challenge`. */
    register(challenge: string, origin = SOFT_PASSKEY_ORIGIN) {
      const authData = Bytes.concat(
        rpIdHash,
        Uint8Array.of(0x45), // UP | UV | AT
        Uint8Array.of(0, 0, 0, 0),
        new Uint8Array(16), // AAGUID
        Uint8Array.of(0, rawId.length),
        rawId,
        Bytes.fromHex(CoseKey.fromPublicKey(publicKey)),
      )
      return {
        id,
        clientDataJSON: b64(
          json({ type: 'webauthn.create', challenge, origin }),
        ),
        attestationObject: b64(
          Cbor.encode({ fmt: 'none', attStmt: {}, authData }, { as: 'Bytes' }),
        ),
      }
    },
    /** A login assertion as the frame posts it (base64url fields). */
    assert(challenge: string, options: Parameters<typeof sign>[1] = {}) {
      const { clientDataJSON, authenticatorData, signature } = sign(
        challenge,
        options,
      )
      return {
        id,
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      }
    },
    /**
     * The passkey as viem's WebAuthn account (its `get` answered here), or
     * signed by another key under the same credential id (`key`).
     */
    account(key: typeof secret = secret) {
      return toWebAuthnAccount({
        credential: { id, publicKey: publicKeyHex },
        rpId,
        getFn: (async (options?: CredentialRequestOptions) => {
          const raw = options?.publicKey?.challenge as ArrayBuffer | Uint8Array
          const bytes =
            raw instanceof Uint8Array ? raw : new Uint8Array(raw as ArrayBuffer)
          const { clientDataJSON, authenticatorData, signature } = sign(
            b64(bytes),
            { key },
          )
          return {
            id,
            type: 'public-key',
            response: {
              clientDataJSON: clientDataJSON.buffer,
              authenticatorData: authenticatorData.buffer,
              signature: signature.buffer,
            },
          }
        }) as never,
      })
    },
  }
}
