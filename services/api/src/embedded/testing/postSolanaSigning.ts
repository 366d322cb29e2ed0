import type { createEmbeddedTestService } from './createEmbeddedTestService.js'

type Answer = {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: JSON of every shape
  body: { result?: any; error?: any }
}

const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Answer['body'],
})

/**
 * A solana_* signing request as the frame sends it: first the review the
 * approval screen shows (`/rpc/describe`), then, only if that succeeded
 * (the user approved), the signature (`/rpc`). `result` is undefined when
 * the review refused the request, so nothing was signed.
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
  const body = { chainId, method, params }
  const review = await answer(
    await service.post('/rpc/describe', body, { token }),
  )
  if (review.status !== 200) return { review, result: undefined }
  return {
    review,
    result: await answer(await service.post('/rpc', body, { token })),
  }
}
