import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import {
  createRpcRoute,
  rpcParseError,
  rpcParseFailed,
} from '../proxy/createRpcRoute.js'
import { latestBlockTime } from '../rpc/latestBlockTime.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseChain } from '../utils/parseChain.js'
import { handlePaymasterCall } from './handlePaymasterCall.js'
import { PaymasterRpcError } from './PaymasterRpcError.js'

type Id = string | number | null
const methods = new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData'])

/**
 * The verifying paymaster (ERC-7677): POST /v1/paymaster?projectId&chainId
 * answers `pm_getPaymasterStubData` and `pm_getPaymasterData` (one call or
 * a batch) under the project's sponsorship policy, signing with
 * `settings.paymaster.signerKey` for the chain's `paymasterAddress`.
 * Project checks and rate limits are the RPC proxy's (own buckets). A
 * chain without a paymaster, or a server without a signer key, is 400
 * `PAYMASTER_NOT_CONFIGURED`; other methods -32601, bad params -32602, a
 * refusal -32000 with `data.reason`.
 */
export function paymasterRoutes(settings: BlockchainSettings) {
  const { body, maxBatch, project, limit } = createRpcRoute(settings)
  return new Hono<AppEnv>().post('/v1/paymaster', project, limit, async (c) => {
    const chain = parseChain(settings, c.req.query('chainId'))
    const { signerKey } = settings.paymaster
    if (!chain.paymasterAddress || !signerKey)
      throw new BlockchainApiError(
        400,
        'PAYMASTER_NOT_CONFIGURED',
        `No paymaster is configured for eip155:${chain.chainId} on this server (${
          signerKey
            ? 'LATCH_API_PAYMASTER_ADDRESSES'
            : 'LATCH_API_PAYMASTER_KEY'
        }).`,
      )
    const request = await body(c)
    if (request === rpcParseFailed) return c.json(rpcParseError, 400)
    const batch = Array.isArray(request)
    const calls: unknown[] = batch ? request : [request]
    if (calls.length === 0 || calls.length > maxBatch)
      return c.json(
        {
          jsonrpc: '2.0',
          id: null,
          error: {
            code: -32600,
            message: `A batch holds 1 to ${maxBatch} calls`,
          },
        },
        400,
      )
    // Asked of the node once per request, and only for a call that gets
    // as far as the paymaster (not for malformed ones).
    let chainNow: Promise<number | undefined> | undefined
    const chainTime = () => {
      chainNow ??= latestBlockTime(chain.rpcUrls[0])
      return chainNow
    }
    const answers = []
    for (const call of calls) {
      const item = (
        typeof call === 'object' && call !== null ? call : {}
      ) as Record<string, unknown>
      const id: Id =
        typeof item.id === 'string' || typeof item.id === 'number'
          ? item.id
          : null
      const error = (code: number, message: string, data?: unknown) => ({
        jsonrpc: '2.0',
        id,
        error: { code, message, ...(data === undefined ? {} : { data }) },
      })
      if (item.jsonrpc !== '2.0' || typeof item.method !== 'string') {
        answers.push(error(-32600, 'Invalid request'))
        continue
      }
      if (!methods.has(item.method)) {
        answers.push(error(-32601, 'Requested RPC call is not allowed'))
        continue
      }
      try {
        const result = await handlePaymasterCall({
          db: c.var.db,
          project: c.var.project,
          chainId: chain.chainId,
          paymaster: chain.paymasterAddress,
          settings: { ...settings.paymaster, signerKey },
          method: item.method as 'pm_getPaymasterData',
          params: item.params,
          chainNow: await chainTime(),
        })
        answers.push({ jsonrpc: '2.0', id, result })
      } catch (cause) {
        if (!(cause instanceof PaymasterRpcError)) throw cause
        answers.push(
          error(
            cause.code,
            cause.message,
            cause.reason ? { reason: cause.reason } : undefined,
          ),
        )
      }
    }
    return c.json(batch ? answers : answers[0])
  })
}
