import type { EmbeddedSession } from '../login/findEmbeddedSession.js'

/**
 * One RPC call of a live session on `chain`, as /rpc and /rpc/prepare read
 * it from the body (`params` unchecked).
 */
export type EmbeddedRpcCall<Chain> = {
  session: EmbeddedSession
  chain: Chain
  method: string
  params: unknown
}
