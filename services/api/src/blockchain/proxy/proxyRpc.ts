import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { allowedRpcMethods } from './allowedRpcMethods.js'

/** Largest JSON-RPC batch ever forwarded (SPEC §9 HTTP batch size); the
 * configured `rpcMaxBatch` (default 100) is usually smaller. */
export const RPC_MAX_BATCH = 1000

type Id = string | number | null
type RpcResponse = {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export type ProxyRpcReturnType = { status: 200 | 400; body: unknown }

const rpcError = (id: Id, code: number, message: string): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

/**
 * Forwards a parsed JSON-RPC request (one call or a batch of at most
 * `maxBatch`) to an upstream node. Calls outside `allowedMethods`
 * ({@link allowedRpcMethods} by default) get -32601 'Requested RPC call is
 * not allowed' and malformed calls -32600, without reaching the node; the
 * rest go in one upstream request, with ids rewritten so duplicates cannot
 * mix up answers. An upstream that cannot be reached is a 502
 * `UPSTREAM_ERROR`.
 */
export async function proxyRpc({
  url,
  request,
  maxBatch = RPC_MAX_BATCH,
  timeoutMs = 10_000,
  allowedMethods = allowedRpcMethods,
  upstreamName = 'chain node',
  upstreamBatches = true,
}: {
  url: string
  request: unknown
  /** Largest batch. @default RPC_MAX_BATCH */
  maxBatch?: number
  timeoutMs?: number
  /** Methods forwarded. @default allowedRpcMethods */
  allowedMethods?: ReadonlySet<string>
  /** The upstream in error messages. @default 'chain node' */
  upstreamName?: string
  /**
   * Whether the upstream takes JSON-RPC batches; if not (Alto), a batch's
   * calls go as single requests, at once. @default true
   */
  upstreamBatches?: boolean
}): Promise<ProxyRpcReturnType> {
  const batch = Array.isArray(request)
  const calls: unknown[] = batch ? request : [request]
  const max = Math.min(maxBatch, RPC_MAX_BATCH)
  if (calls.length === 0 || calls.length > max)
    return {
      status: 400,
      body: rpcError(null, -32600, `A batch holds 1 to ${max} calls`),
    }
  const answers: (RpcResponse | undefined)[] = []
  const forward: { id: number; method: string; params: unknown }[] = []
  const ids: Id[] = []
  calls.forEach((call, index) => {
    const c = (typeof call === 'object' && call !== null ? call : {}) as Record<
      string,
      unknown
    >
    const id: Id =
      typeof c.id === 'string' || typeof c.id === 'number' ? c.id : null
    ids[index] = id
    const params = c.params ?? []
    if (
      c.jsonrpc !== '2.0' ||
      typeof c.method !== 'string' ||
      typeof params !== 'object' ||
      params === null
    )
      answers[index] = rpcError(id, -32600, 'Invalid request')
    else if (!allowedMethods.has(c.method))
      answers[index] = rpcError(id, -32601, 'Requested RPC call is not allowed')
    else forward.push({ id: index, method: c.method, params })
  })

  if (forward.length > 0) {
    const send = async (body: unknown) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      return (await response.json()) as unknown
    }
    const requests = forward.map((call) => ({ jsonrpc: '2.0', ...call }))
    let upstream: unknown
    try {
      upstream =
        batch && upstreamBatches
          ? await send(requests)
          : await Promise.all(requests.map((call) => send(call)))
    } catch (cause) {
      throw new BlockchainApiError(
        502,
        'UPSTREAM_ERROR',
        `The ${upstreamName} did not answer.`,
        { cause },
      )
    }
    const list = Array.isArray(upstream) ? upstream : [upstream]
    for (const item of list as RpcResponse[]) {
      const index = typeof item?.id === 'number' ? item.id : -1
      if (!forward.some((call) => call.id === index)) continue
      const { result, error } = item
      answers[index] = {
        jsonrpc: '2.0',
        id: ids[index] ?? null,
        ...(error === undefined ? { result: result ?? null } : { error }),
      }
    }
  }
  const body = calls.map(
    (_, index) =>
      answers[index] ??
      rpcError(
        ids[index] ?? null,
        -32603,
        `No answer from the ${upstreamName}`,
      ),
  )
  return { status: 200, body: batch ? body : body[0] }
}
