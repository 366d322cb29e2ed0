import { ProviderRpcError } from '@latch/devnet/wallet'
import type { PendingRequest, SignClient } from '@latch/protocol/client'

type Response = Parameters<SignClient['respond']>[0]['response']

/**
 * The JSON-RPC answer to `request`: `run`'s result, or its failure as an
 * error response (the wallet's own code, else -32603), with the failure
 * itself for the UI to report.
 */
export async function answerRequest(
  request: PendingRequest,
  run: () => Promise<unknown>,
): Promise<{ response: Response; error?: unknown }> {
  try {
    const result = await run()
    return { response: { id: request.id, jsonrpc: '2.0', result } }
  } catch (error) {
    const code = error instanceof ProviderRpcError ? error.code : -32603
    const message = error instanceof Error ? error.message : String(error)
    return {
      response: { id: request.id, jsonrpc: '2.0', error: { code, message } },
      error,
    }
  }
}
