import { getHttpRpcClient } from 'viem/utils'

/**
 * Polls `eth_chainId` at `url` until it answers, `signal` aborts or
 * `timeoutMs` passes. Resolves with the chain id, or `undefined` on timeout.
 */
export async function waitForRpc(
  url: string,
  { timeoutMs = 20_000, signal }: { timeoutMs?: number; signal?: AbortSignal },
): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !signal?.aborted) {
    try {
      const body = await getHttpRpcClient(url).request({
        body: { method: 'eth_chainId' },
        timeout: 1_000,
      })
      if (typeof body.result === 'string') return Number(body.result)
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return undefined
}
