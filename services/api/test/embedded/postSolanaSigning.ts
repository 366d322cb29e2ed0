import { callPreparedRpc } from './callPreparedRpc.js'
import type { createEmbeddedTestService } from './createEmbeddedTestService.js'

type Answer = {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: JSON of every shape
  body: { result?: any; error?: any }
}

/**
 * A solana_* signing request as the frame sends it: first the review the
 * approval screen shows (`/rpc/prepare`; its `review` read as `result`,
 * without the `namespace` tag), then, only if that succeeded (the user
 * approved), the signature (`/rpc` with `{ prepared }`). `result` is
 * undefined when the review refused the request, so nothing was signed.
 */
export async function postSolanaSigning(
  service: Awaited<ReturnType<typeof createEmbeddedTestService>>,
  {
    token,
    chainId,
    method,
    params,
  }: { token: string; chainId: string; method: string; params: unknown },
): Promise<{ review: Answer; result: Answer | undefined }> {
  const answer = await callPreparedRpc(
    (path, body, options) => service.post(path, body, options),
    { token, chainId, method, params },
  )
  if (answer.prepare.status !== 200)
    return { review: answer.prepare as Answer, result: undefined }
  const { namespace: _, ...summary } = answer.review as Record<string, unknown>
  return {
    review: { status: answer.prepare.status, body: { result: summary } },
    result: { status: answer.status, body: answer.body },
  }
}
