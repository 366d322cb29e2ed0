import { deriveSymKeyFromKeyPair } from '../crypto/deriveSymKeyFromKeyPair.js'
import { encodeEnvelope } from '../crypto/encodeEnvelope.js'
import { generateKeyPair } from '../crypto/generateKeyPair.js'
import { hashKey } from '../crypto/hashKey.js'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import { registerAttestation } from '../engine/registerAttestation.js'
import type { EngineContext } from '../engine/types.js'
import { waitForResponse } from '../engine/waitForResponse.js'
import { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { rpcOptions } from '../jsonrpc/rpcOptions.js'
import type { AuthPayload } from '../types/auth.js'
import type {
  ProposalNamespaces,
  ScopedProperties,
  SessionProperties,
} from '../types/namespace.js'
import type { Proposal } from '../types/proposal.js'
import type { Session } from '../types/session.js'
import { assertValidNamespaces } from '../validation/assertValidNamespaces.js'
import { assertValidScopedProperties } from '../validation/assertValidScopedProperties.js'
import { assertValidSessionProperties } from '../validation/assertValidSessionProperties.js'
import { PROPOSAL_EXPIRY } from '../validation/constants.js'
import { createPairing } from './createPairing.js'

export type ConnectParameters = {
  requiredNamespaces?: ProposalNamespaces | undefined
  optionalNamespaces?: ProposalNamespaces | undefined
  sessionProperties?: SessionProperties | undefined
  scopedProperties?: ScopedProperties | undefined
  /** Reuse an existing pairing instead of creating a URI. */
  pairingTopic?: string | undefined
  /** CAIP-122 requests the wallet may sign while approving. */
  authentication?: AuthPayload[] | undefined
}

export type ConnectReturnType = {
  /** The pairing URI to show as a QR code or deep link. */
  uri: string | undefined
  /** Resolves with the settled session; rejects if the wallet rejects. */
  approval: () => Promise<Session>
}

/**
 * Dapp: proposes a session (wc_sessionPropose through wc_proposeSession)
 * and returns the pairing URI plus a promise of the settled session.
 *
 * @example
 * const { uri, approval } = await connect(ctx, { optionalNamespaces })
 * showQr(uri)
 * const session = await approval()
 */
export async function connect(
  ctx: EngineContext,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const {
    requiredNamespaces = {},
    optionalNamespaces = {},
    sessionProperties,
    scopedProperties,
    authentication,
  } = parameters
  assertValidNamespaces(requiredNamespaces, { context: 'connect() required' })
  assertValidNamespaces(optionalNamespaces, { context: 'connect() optional' })
  assertValidSessionProperties(sessionProperties, 'connect()')
  assertValidScopedProperties(
    scopedProperties,
    { ...optionalNamespaces, ...requiredNamespaces },
    'connect()',
  )
  // The pairing and the proposer key pair are independent: make both at once.
  const [created, self] = await Promise.all([
    parameters.pairingTopic ? undefined : createPairing(ctx),
    generateKeyPair(),
  ])
  const uri = created?.uri
  const pairingTopic =
    created?.pairing.topic ?? (parameters.pairingTopic as string)
  // Stores update in memory at once; persisting is not waited for.
  ctx.stores.keychain.set(self.publicKey, self.privateKey)
  const id = payloadId()
  const proposal: Proposal = {
    requiredNamespaces,
    optionalNamespaces,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: self.publicKey, metadata: ctx.metadata },
    expiryTimestamp: nowInSeconds(PROPOSAL_EXPIRY),
    pairingTopic,
    ...(sessionProperties && { sessionProperties }),
    ...(scopedProperties && { scopedProperties }),
    ...(authentication && { requests: { authentication } }),
    id,
  }
  ctx.stores.proposals.set(id, proposal)

  const response = waitForResponse<{ responderPublicKey: string }>(ctx, id)
  const settled = new Promise<Session>((resolve, reject) => {
    response
      .then(async ({ responderPublicKey }) => {
        const symKey = await deriveSymKeyFromKeyPair(self, responderPublicKey)
        const topic = await hashKey(symKey)
        ctx.stores.keychain.set(topic, symKey)
        ctx.settles.set(topic, { proposal, resolve, reject })
        await ctx.relay.subscribe(topic)
        await ctx.stores.pairings.update(pairingTopic, { active: true })
      })
      .catch(reject)
  })
  // Avoid an unhandled rejection when the caller never awaits approval().
  settled.catch(() => {})
  response.catch(() => ctx.stores.proposals.delete(id))

  const payload = formatJsonRpcRequest('wc_sessionPropose', proposal, id)
  const sessionProposal = encodeEnvelope({
    symKey: ctx.stores.keychain.get(pairingTopic),
    message: JSON.stringify(payload),
  })
  registerAttestation(ctx, sessionProposal, payload)
  // wc_proposeSession: the relay stores the proposal and subscribes us.
  await ctx.relay.proposeSession({
    pairingTopic,
    sessionProposal,
    ttl: rpcOptions.wc_sessionPropose.req.ttl,
    correlationId: id,
  })
  return { uri, approval: () => settled }
}
