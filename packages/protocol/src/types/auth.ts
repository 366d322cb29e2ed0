import type { Participant } from './metadata.js'
import type { TransportType } from './session.js'
import type { VerifyContext } from './verify.js'

/** The CAIP-122 request a dapp sends in wc_sessionAuthenticate. */
export type AuthPayload = {
  type: 'caip122'
  chains: string[]
  domain: string
  aud: string
  nonce: string
  version: '1'
  iat: string
  statement?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A signed CAIP-74 CACAO, the wallet's answer per chain. */
export type Cacao = {
  h: { t: 'caip122' | 'eip4361' }
  p: {
    iss: string
    domain: string
    aud: string
    version: string
    nonce: string
    iat: string
    statement?: string | undefined
    exp?: string | undefined
    nbf?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string | undefined }
}

/** A pending wc_sessionAuthenticate request. */
export type AuthRequest = {
  id: number
  pairingTopic: string
  requester: Participant
  authPayload: AuthPayload
  expiryTimestamp: number
  /** Topic the type-1 answer goes to: sha256(requester public key). */
  responseTopic: string
  verifyContext: VerifyContext
  /** How the request arrived; a link-mode request is answered by link. */
  transportType?: TransportType | undefined
}
