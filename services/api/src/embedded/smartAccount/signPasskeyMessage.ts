import { bytesToHex, type Hex } from 'viem'
import { verifyHash } from 'viem/actions'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'
import { checkPasskeySignature } from '../passkey/checkPasskeySignature.js'
import { passkeyErrors } from '../passkey/passkeyErrors.js'
import { passkeyRelyingParty } from '../passkey/passkeyRelyingParty.js'
import type { PasskeyAssertion } from '../passkey/readPasskeyAssertion.js'
import { signStoredMessage } from '../rpc/signStoredMessage.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'
import {
  loadUserSmartAccount,
  type SmartAccountChain,
} from './loadUserSmartAccount.js'

/**
 * A passkey user's prepared `personal_sign` / `eth_signTypedData_v4`,
 * signed as their HybridDeleGator checks it in `isValidSignature(hash,
 * signature)`: the hash is the message's own (EIP-191 `hashMessage`, or
 * `hashTypedData`; the DeleGator adds no domain of its own), and the
 * frame's WebAuthn assertion answers it as its challenge. The assertion
 * must be the session's passkey, from the frame's origin, over exactly
 * the hash the service computes from the stored request
 * (`checkPasskeySignature`, else 400 `passkey_invalid`); the account's
 * encoder (the one user operations use) makes it the account's signature,
 * ERC-6492 wrapped with the factory call while the account has no code;
 * the chain then checks it (`verifyHash`: ERC-1271, or the 6492
 * simulation), else `passkey_invalid`: the service answers no signature
 * the account would refuse.
 */
export async function signPasskeyMessage(
  context: EmbeddedContext,
  {
    session,
    chain,
    method,
    stored,
    assertion,
  }: {
    session: EmbeddedSession
    chain: SmartAccountChain
    method: 'personal_sign' | 'eth_signTypedData_v4'
    stored: Record<string, unknown>
    assertion: PasskeyAssertion | undefined
  },
): Promise<Hex> {
  const { passkey } = session.user
  if (!passkey || !assertion || assertion.id !== passkey.id)
    throw passkeyErrors.invalid()
  const { origin, rpId } = passkeyRelyingParty(
    context.settings,
    assertion.clientData.origin,
  )
  let hash: Hex | undefined
  let refused = false
  const { account } = await loadUserSmartAccount(context, {
    session,
    chain,
    passkeyAnswer: {
      rpId,
      // The account's `get` for the hash it computed: the frame's
      // assertion, when it answers that very hash.
      async get(options) {
        const challenge = options?.publicKey?.challenge
        hash = bytesToHex(new Uint8Array(challenge as ArrayBuffer))
        refused = !checkPasskeySignature({
          assertion,
          challenge: hash,
          publicKey: passkey.publicKey,
          origin,
          rpId,
        })
        if (refused) throw passkeyErrors.invalid()
        const buffer = (bytes: Uint8Array) => bytes.slice().buffer
        return {
          id: assertion.id,
          type: 'public-key',
          response: {
            clientDataJSON: buffer(assertion.clientData.bytes),
            authenticatorData: buffer(assertion.authenticatorData),
            signature: buffer(assertion.signature),
          },
        } as never
      },
    },
  })
  let signature: Hex
  let valid: boolean
  try {
    signature = (await signStoredMessage(account, method, stored)) as Hex
    if (!hash) throw new Error('the account signed no hash')
    valid = await verifyHash(account.client, {
      address: account.address,
      hash,
      signature,
    })
  } catch (cause) {
    if (refused) throw passkeyErrors.invalid()
    throw toChainRpcError(cause)
  }
  if (!valid) throw passkeyErrors.invalid()
  return signature
}
