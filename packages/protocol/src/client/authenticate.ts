import { ProtocolError } from '@latch/common'
import { deriveSymKeyFromKeyPair } from '../crypto/deriveSymKeyFromKeyPair.js'
import { generateKeyPair } from '../crypto/generateKeyPair.js'
import { hashKey } from '../crypto/hashKey.js'
import { buildNamespacesFromAuth } from '../engine/auth/buildNamespacesFromAuth.js'
import {
  createRecap,
  decodeRecap,
  encodeRecap,
  getRecapFromResources,
} from '../engine/auth/recap.js'
import { storeAuthSession } from '../engine/auth/storeAuthSession.js'
import { validateCacao } from '../engine/auth/validateCacao.js'
import { verifyCacao } from '../engine/auth/verifyCacao.js'
import { JsonRpcResponseError } from '../engine/JsonRpcResponseError.js'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import { sendRequestForResponse } from '../engine/sendRequestForResponse.js'
import type { EngineContext } from '../engine/types.js'
import { waitForResponse } from '../engine/waitForResponse.js'
import { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { addLinkModeApp } from '../linkmode/addLinkModeApp.js'
import { encodeTypeTwoEnvelope } from '../linkmode/encodeTypeTwoEnvelope.js'
import { formatLinkModeUrl } from '../linkmode/formatLinkModeUrl.js'
import type { AuthPayload, Cacao } from '../types/auth.js'
import type { AuthenticateResult } from '../types/events.js'
import type { Participant } from '../types/metadata.js'
import { assertValidAuthParams } from '../validation/assertValidAuthParams.js'
import { AUTH_REQUEST_EXPIRY } from '../validation/constants.js'
import { connect } from './connect.js'
import { createPairing } from './createPairing.js'

export type AuthenticateParameters = {
  chains: string[]
  domain: string
  /** The `aud` of the CAIP-122 message. */
  uri: string
  nonce: string
  statement?: string | undefined
  /** Methods granted through a ReCap resource. */
  methods?: string[] | undefined
  resources?: string[] | undefined
  exp?: string | undefined
  nbf?: string | undefined
  /** Seconds the wallet has to answer. @default 3600 */
  expiry?: number | undefined
  /**
   * The wallet's `redirect.universal`. With link mode on in this app's
   * metadata, a wallet known to take link mode gets the request in a URL
   * (`uri` is then that URL, to open); after the answer, a session with a
   * wallet that advertises link mode runs by link.
   */
  walletUniversalLink?: string | undefined
}

/**
 * Dapp: one-click auth (wc_sessionAuthenticate). Creates a pairing whose
 * URI advertises the method, sends the auth request plus a fallback
 * proposal, and resolves with the session and the verified CACAOs.
 *
 * @example
 * const { uri, response } = await authenticate(ctx, { chains: ['eip155:1'], domain, uri: origin, nonce })
 * const { session, auths } = await response()
 */
export async function authenticate(
  ctx: EngineContext,
  parameters: AuthenticateParameters,
): Promise<{ uri: string; response: () => Promise<AuthenticateResult> }> {
  assertValidAuthParams(parameters)
  const {
    chains,
    methods = [],
    expiry = AUTH_REQUEST_EXPIRY,
    walletUniversalLink,
  } = parameters
  // As the official SDK: by link only to a wallet already known to take it.
  const isLinkMode = Boolean(
    walletUniversalLink &&
      ctx.openLink &&
      ctx.metadata.redirect?.linkMode &&
      ctx.stores.linkModeApps.find(walletUniversalLink),
  )
  const { pairing, uri } = await createPairing(ctx, {
    methods: ['wc_sessionAuthenticate'],
  })
  if (!isLinkMode) await ctx.relay.subscribe(pairing.topic)
  const self = await generateKeyPair()
  const responseTopic = await hashKey(self.publicKey)
  await ctx.stores.keychain.set(self.publicKey, self.privateKey)
  await ctx.stores.keychain.set(
    `responseTopic:${responseTopic}`,
    self.publicKey,
  )
  if (isLinkMode) ctx.relay.subscribe(responseTopic).catch(() => {})
  else await ctx.relay.subscribe(responseTopic)

  const resources = [...(parameters.resources ?? [])]
  if (methods.length) {
    const recap = createRecap('eip155', methods)
    const last = getRecapFromResources(resources)
    if (last) {
      resources.pop()
      Object.assign(recap.att, decodeRecap(last).att, recap.att)
    }
    resources.push(encodeRecap(recap))
  }
  const authPayload: AuthPayload = {
    type: 'caip122',
    chains,
    statement: parameters.statement ?? '',
    aud: parameters.uri,
    domain: parameters.domain,
    version: '1',
    nonce: parameters.nonce,
    iat: new Date().toISOString(),
    ...(parameters.exp && { exp: parameters.exp }),
    ...(parameters.nbf && { nbf: parameters.nbf }),
    resources,
  }
  const params = {
    authPayload,
    requester: { publicKey: self.publicKey, metadata: ctx.metadata },
    expiryTimestamp: nowInSeconds(expiry),
  }
  let authResponse: () => Promise<AuthResponse>
  let fallback: Awaited<ReturnType<typeof connect>> | undefined
  let linkModeUrl: string | undefined
  if (isLinkMode && walletUniversalLink) {
    // A type-2 envelope: the wallet has no key for this pairing.
    const id = payloadId()
    const waiting = waitForResponse<AuthResponse>(ctx, id, expiry * 1000)
    waiting.catch(() => {})
    authResponse = () => waiting
    linkModeUrl = formatLinkModeUrl({
      universalLink: walletUniversalLink,
      topic: pairing.topic,
      envelope: encodeTypeTwoEnvelope(
        JSON.stringify(
          formatJsonRpcRequest('wc_sessionAuthenticate', params, id),
        ),
      ),
    })
  } else {
    authResponse = await sendRequestForResponse<AuthResponse>(
      ctx,
      {
        topic: pairing.topic,
        method: 'wc_sessionAuthenticate',
        params,
        ttl: expiry,
      },
      expiry * 1000,
    )
    // Fallback for wallets without one-click auth: a plain proposal.
    fallback = await connect(ctx, {
      pairingTopic: pairing.topic,
      optionalNamespaces: {
        eip155: {
          chains,
          methods: [...new Set(['personal_sign', ...methods])],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  }

  const result = new Promise<AuthenticateResult>((resolve, reject) => {
    fallback?.approval().then(
      (session) => resolve({ session, auths: [] }),
      () => {},
    )
    authResponse()
      .then(
        async ({ cacaos, responder }) => {
          for (const cacao of cacaos) {
            const check = validateCacao(cacao, authPayload)
            if (!(await verifyCacao(cacao)) || !check.valid)
              throw new ProtocolError('SESSION_SETTLEMENT_FAILED', {
                context: check.valid
                  ? 'Signature verification failed'
                  : `Cacao does not match the request: ${check.reason}`,
              })
          }
          const session = await storeAuthSession(ctx, {
            symKey: await deriveSymKeyFromKeyPair(self, responder.publicKey),
            selfPublicKey: self.publicKey,
            peer: responder,
            pairingTopic: pairing.topic,
            cacaos,
            namespaces: buildNamespacesFromAuth(cacaos),
            transportType: linksBothWays(ctx, responder, walletUniversalLink)
              ? 'link_mode'
              : 'relay',
          })
          if (session.transportType === 'link_mode')
            await addLinkModeApp(ctx, responder.metadata)
          await forgetAuthRequest(ctx, responseTopic, pairing.topic)
          resolve({ session, auths: cacaos })
        },
        (error) => {
          // 10001: the wallet has no one-click auth; wait for the proposal.
          if (error instanceof JsonRpcResponseError && error.code === 10001)
            return
          reject(error)
        },
      )
      .catch(reject)
  })
  result.catch(() => {})
  return { uri: linkModeUrl ?? uri, response: () => result }
}

type AuthResponse = { cacaos: Cacao[]; responder: Participant }

/**
 * After the answer, the session runs by link when both sides advertise link
 * mode with a universal link and the dapp named the wallet's (the SDK's rule).
 */
function linksBothWays(
  ctx: EngineContext,
  responder: Participant,
  walletUniversalLink: string | undefined,
): boolean {
  return Boolean(
    walletUniversalLink &&
      ctx.metadata.redirect?.linkMode &&
      responder.metadata?.redirect?.linkMode &&
      responder.metadata.redirect.universal,
  )
}

/** Done with the response topic and the fallback proposal. */
async function forgetAuthRequest(
  ctx: EngineContext,
  responseTopic: string,
  pairingTopic: string,
) {
  await ctx.relay.unsubscribe(responseTopic).catch(() => {})
  await ctx.stores.keychain.delete(`responseTopic:${responseTopic}`)
  for (const proposal of ctx.stores.proposals.values())
    if (proposal.pairingTopic === pairingTopic) {
      await ctx.stores.proposals.delete(proposal.id)
      ctx.pending.delete(proposal.id)
    }
}
