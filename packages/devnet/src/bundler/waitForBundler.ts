import { getHttpRpcClient } from 'viem/utils'

/**
 * Polls `eth_supportedEntryPoints` at `url` until the bundler answers with
 * its entry points, `signal` aborts or `timeoutMs` passes (then
 * `undefined`).
 */
export async function waitForBundler(
  url: string,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<readonly string[] | undefined> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !signal.aborted) {
    try {
      const body = await getHttpRpcClient(url).request({
        body: { method: 'eth_supportedEntryPoints' },
        timeout: 1_000,
      })
      if (Array.isArray(body.result)) return body.result
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}
