// One-click auth over WalletConnect (wc_sessionAuthenticate): loaded with
// the WalletConnect connector's heavy half, never with the page.
import type { Network } from '@latch/common'
import {
  type Cacao,
  formatAuthMessage,
  type Session,
  type SignClient,
} from '@latch/protocol/client'
import type { SIWXConfig, SIWXMessageData } from '../../siwx/types.js'
import { namespaceMethods } from './namespaceMethods.js'

/** Stands in for the account in the template message (unknown until signed). */
const NOBODY = '0x0000000000000000000000000000000000000000'

/** The sign-in session a CACAO stands for. */
function toSession(cacao: Cacao) {
  const { iss, aud, iat, exp, nbf, ...p } = cacao.p
  const [namespace = '', reference = '', address = ''] = iss
    .replace(/^did:pkh:/, '')
    .split(':')
  const data: SIWXMessageData = {
    chainId: `${namespace}:${reference}` as SIWXMessageData['chainId'],
    accountAddress: address,
    uri: aud,
    issuedAt: iat,
    ...(exp ? { expirationTime: exp } : {}),
    ...(nbf ? { notBefore: nbf } : {}),
    ...p,
  }
  const message = formatAuthMessage({ request: cacao.p, iss })
  return { data, message, signature: cacao.s.s }
}

/**
 * Proposes a session that signs in at once: the message fields (nonce
 * from `siwx`, this page's domain and uri) go out as a CAIP-122 request
 * beside a plain proposal. A wallet with one-click auth answers both in
 * one approval and its signed message becomes the sign-in session
 * (`siwx.addSession`, so serverSiwx has latch-api verify it); a wallet
 * without it approves the proposal and signs in afterwards, as usual.
 * Same shape as `client.connect`'s answer. `walletUniversalLink` (the
 * wallet's link-mode link) lets the protocol send it by link mode (SPEC
 * §6): `uri` is then the link-mode URL to open.
 */
export async function authenticateWithSiwx(
  client: SignClient,
  siwx: SIWXConfig,
  networks: readonly Network[],
  walletUniversalLink?: string | undefined,
): Promise<{ uri: string; approval: () => Promise<Session> }> {
  const chains = networks.map((n) => n.caipNetworkId)
  const [first = 'eip155:1'] = chains
  const template = await siwx.createMessage({
    chainId: first,
    accountAddress: NOBODY,
  })
  // The template's text is never signed as such, but its fields are: the
  // formatter's EIP-4361 checks refuse a bad one (SiwxInvalidMessageError)
  // before the wallet is asked.
  String(template)
  const { uri, response } = await client.authenticate({
    chains,
    domain: template.domain,
    uri: template.uri,
    nonce: template.nonce,
    statement: template.statement,
    exp: template.expirationTime,
    nbf: template.notBefore,
    resources: template.resources ? [...template.resources] : undefined,
    // The session's methods, granted in the same signature (a ReCap, as
    // the official SDK asks): without them the wallet opens no session.
    methods: [...(namespaceMethods.eip155?.methods ?? [])],
    walletUniversalLink,
  })
  return {
    uri,
    async approval() {
      const { session, auths } = await response()
      // One nonce, one session: the CACAO of the first network (else the
      // first one) signs in. If the verifier refuses it, the two-step flow
      // asks again after connecting.
      const cacao =
        auths.find((c) => c.p.iss.startsWith(`did:pkh:${first}:`)) ?? auths[0]
      if (cacao) await siwx.addSession(toSession(cacao)).catch(() => {})
      return session
    },
  }
}
