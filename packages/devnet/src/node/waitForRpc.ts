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
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_chainId',
          params: [],
        }),
        signal: AbortSignal.timeout(1_000),
      })
      const body = (await response.json()) as { result?: string }
      if (typeof body.result === 'string') return Number(body.result)
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return undefined
}
