import { RPC_TIMEOUT_MS } from '@latch/common'

/**
 * The probe of an RPC URL before its first read (SPEC §7: a call named
 * `test`): whether anything answers there at all. Any HTTP answer counts,
 * an error status too (a node refuses `test`); no answer within the
 * timeout, or a failed connection, does not.
 */
export async function probeRpcUrl(
  url: string,
  timeout: number = RPC_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'test',
        params: [],
      }),
      signal: AbortSignal.timeout(timeout),
    })
    await response.body?.cancel().catch(() => {})
    return true
  } catch {
    return false
  }
}
