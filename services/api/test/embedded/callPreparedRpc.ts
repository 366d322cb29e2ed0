import type { EmbeddedReview } from '@latch/common/embedded-protocol'

type Post = (
  path: string,
  body: Record<string, unknown>,
  options?: { token?: string },
) => Promise<Response>

/** An answer of the service: status and JSON body. */
export type RpcAnswer = {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC results and errors of every shape
  body: { result?: any; error?: any }
}

/**
 * What the frame does for a not-safe method, in a route test: POST
 * /rpc/prepare, then (when it answered 200) POST /rpc with `{ prepared }`.
 * Gives both answers; `review` is the prepare answer's review.
 */
export async function callPreparedRpc(
  post: Post,
  {
    token,
    chainId,
    method,
    params,
  }: {
    token: string
    chainId: number | string
    method: string
    params: unknown
  },
): Promise<
  RpcAnswer & {
    prepare: { status: number; body: Record<string, unknown> }
    review: EmbeddedReview | undefined
    id: string | undefined
  }
> {
  const prepared = await post(
    '/rpc/prepare',
    { chainId, method, params },
    { token },
  )
  const prepare = {
    status: prepared.status,
    body: (await prepared.json()) as Record<string, unknown>,
  }
  if (prepared.status !== 200)
    return {
      ...(prepare as RpcAnswer),
      prepare,
      review: undefined,
      id: undefined,
    }
  const id = prepare.body.id as string
  const executed = await post(
    '/rpc',
    { chainId, method, prepared: id },
    { token },
  )
  return {
    status: executed.status,
    body: (await executed.json()) as RpcAnswer['body'],
    prepare,
    review: prepare.body.review as EmbeddedReview,
    id,
  }
}
