import type { AuthRequest, Cacao } from './auth.js'
import type { SessionNamespaces } from './namespace.js'
import type { Proposal } from './proposal.js'
import type { SessionRequestParams } from './request.js'
import type { Session } from './session.js'
import type { VerifyContext } from './verify.js'

/** Payloads of the sign client's events (SPEC §3). */
export type SignClientEvents = {
  session_proposal: {
    id: number
    params: Proposal
    verifyContext: VerifyContext
  }
  session_request: {
    id: number
    topic: string
    params: SessionRequestParams
    verifyContext: VerifyContext
  }
  session_event: {
    id: number
    topic: string
    params: { event: { name: string; data: unknown }; chainId: string }
  }
  session_update: {
    id: number
    topic: string
    params: { namespaces: SessionNamespaces }
  }
  session_extend: { id: number; topic: string }
  session_ping: { id: number; topic: string }
  session_delete: { id: number; topic: string }
  session_expire: { topic: string }
  session_authenticate: {
    id: number
    topic: string
    params: Omit<AuthRequest, 'id' | 'verifyContext' | 'transportType'>
    verifyContext: VerifyContext
  }
  session_connect: { session: Session }
  proposal_expire: { id: number }
  session_request_expire: { id: number }
}

export type SignClientEventName = keyof SignClientEvents

/** What `authenticate().response()` resolves to. */
export type AuthenticateResult = { session: Session; auths: Cacao[] }
