import {
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
} from '../../protocol/messages.js'
import type { SolanaSummary } from '../approval/describeSolanaRequest.js'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import { readChainId } from './readChainId.js'
import { readString } from './readString.js'
import type { Handlers } from './types.js'

const safe = new Set(SAFE_RPC_METHODS)
const notSafe = new Set(NOT_SAFE_RPC_METHODS)

/**
 * RPC_REQUEST (SPEC §6): safe read-only methods go to the service at once;
 * not-safe ones wait for the user's approval inside the frame (one at a
 * time); anything else is 'Requested RPC call is not allowed'.
 * CANCEL_APPROVALS rejects them when the host closed its approval view.
 */
export function createRpcHandler(): Handlers<
  'RPC_REQUEST' | 'CANCEL_APPROVALS'
> {
  return {
    async RPC_REQUEST(payload, context, reply) {
      const method = readString(payload, 'method', 128)
      if (!safe.has(method) && !notSafe.has(method))
        throw new FrameServiceError({
          message: frameText.rpcNotAllowed,
          code: 'rpc_not_allowed',
        })
      const chainId =
        readChainId(payload.chainId) ??
        context.storage.getChainId() ??
        context.config.chainId
      const params = payload.params
      const execute = async () => {
        const data = await context.service('/rpc', {
          fields: { chainId, method, params },
          auth: true,
        })
        return data.result
      }
      if (safe.has(method)) return execute()
      // Nothing to approve without a session: say so before asking the user.
      if (!context.storage.getToken()) {
        context.messenger.emit('SESSION_ENDED', {
          message: frameText.sessionExpired,
        })
        throw new FrameServiceError({
          message: frameText.sessionExpired,
          status: 401,
          code: 'no_session',
        })
      }
      // Solana requests: the service decodes them for the screen (the
      // frame carries no Solana codecs); malformed ones fail here.
      const summary = method.startsWith('solana_')
        ? ((
            await context.service('/rpc/describe', {
              fields: { chainId, method, params },
              auth: true,
            })
          ).result as SolanaSummary)
        : undefined
      await context.approvals.run(
        { method, params, chainId, summary },
        { execute, reply },
      )
      return undefined
    },
    async CANCEL_APPROVALS(_payload, context) {
      return { cancelled: context.approvals.cancelAll() }
    },
  }
}
