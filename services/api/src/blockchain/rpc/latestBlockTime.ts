import { rpcRequest } from './rpcRequest.js'

/**
 * The chain's latest block time (unix seconds) through `rpcUrl`, or
 * undefined when the node does not answer. Deadlines and validity windows
 * a contract checks against `block.timestamp` start from the later of it
 * and the wall clock: a devnet's clock may run ahead of ours.
 */
export async function latestBlockTime(
  rpcUrl: string | undefined,
): Promise<number | undefined> {
  if (!rpcUrl) return undefined
  try {
    const block = await rpcRequest<{ timestamp?: string } | null>({
      url: rpcUrl,
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
      timeoutMs: 5_000,
    })
    const seconds = Number(block?.timestamp)
    return Number.isSafeInteger(seconds) ? seconds : undefined
  } catch {
    return undefined
  }
}
