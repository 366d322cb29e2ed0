import type { PreparedRequest } from '@latch/common/embedded-protocol'
import {
  EVM_SIGNING_METHODS,
  SAFE_RPC_METHODS,
  SOLANA_SIGNING_METHODS,
} from '@latch/common/embedded-protocol'
import type { PasskeyOperation } from '../passkey/passkeyFlows.js'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import { loadPasskeyFlows } from './createPasskeyHandlers.js'
import { readChainId } from './readChainId.js'
import { readString } from './readString.js'
import type { Handlers } from './types.js'

const safe = new Set(SAFE_RPC_METHODS)
// What the service signs, per chain namespace: any other not-safe method
// (eth_sign, eth_sendRawTransaction, eth_sendUserOperation, or a method of
// the other namespace) it would refuse after the user approved, so the
// frame refuses it before any screen (SPEC §6).
const evmSigning = new Set<string>(EVM_SIGNING_METHODS)
const solanaSigning = new Set<string>(SOLANA_SIGNING_METHODS)

/**
 * RPC_REQUEST (SPEC §6): safe read-only methods go to the service at once;
 * not-safe ones are prepared by the service (POST /rpc/prepare: stored as
 * it will sign them, reviewed), shown from that review and, on Approve,
 * signed by id (POST /rpc `{ prepared }`), one at a time; anything else
 * — a method the service would refuse after approval included — is
 * 'Requested RPC call is not allowed' at once, with no screen.
 * CANCEL_APPROVALS rejects them when the host closed its approval view.
 */
export function createRpcHandler(): Handlers<
  'RPC_REQUEST' | 'CANCEL_APPROVALS'
> {
  return {
    async RPC_REQUEST(payload, context, reply) {
      const method = readString(payload, 'method', 128)
      const chainId =
        readChainId(payload.chainId) ??
        context.storage.getChainId() ??
        context.config.chainId
      const signing =
        typeof chainId === 'string' && chainId.startsWith('solana:')
          ? solanaSigning
          : evmSigning
      if (!safe.has(method) && !signing.has(method))
        throw new FrameServiceError({
          message: frameText.rpcNotAllowed,
          code: 'rpc_not_allowed',
        })
      const params = payload.params
      if (safe.has(method))
        return (
          await context.service('/rpc', {
            fields: { chainId, method, params },
            auth: true,
          })
        ).result
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
      // The service stores the request exactly as it will sign it and
      // reviews it; the screen shows that review, and Approve signs that
      // stored request by its id (never the page's params again).
      const prepared = (await context
        .service('/rpc/prepare', {
          fields: { chainId, method, params },
          auth: true,
        })
        .catch(async (error: FrameServiceError) => {
          // A passkey wallet's refusal, in the frame's words.
          throw /^passkey_/.test(error.code)
            ? (await loadPasskeyFlows()).passkeyFailure(error, context)
            : error
        })) as unknown as PreparedRequest & PasskeyOperation
      const { id, review } = prepared
      // A passkey user's operation or message: the frame checks that the
      // review says what its bytes do, hashes them and signs with the
      // passkey.
      const sign =
        prepared.passkey &&
        (await (
          await loadPasskeyFlows()
        ).passkeySigner(prepared, chainId, context))
      const execute = async () =>
        (
          await context.service('/rpc', {
            fields: {
              chainId,
              method,
              prepared: id,
              ...(await sign?.()),
            },
            auth: true,
          })
        ).result
      // The screen speaks the host's language once its catalogue is in.
      await context.state.textLoading
      await context.approvals.run(
        { method, chainId, review },
        { execute, reply },
      )
      return undefined
    },
    async CANCEL_APPROVALS(_payload, context) {
      return { cancelled: context.approvals.cancelAll() }
    },
  }
}
