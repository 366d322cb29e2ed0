import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type ForwardedRequest = {
  /** Path and query, as the client sent them. */
  path: string
  /** The JSON-RPC method of each call in the body (none without a body). */
  methods: string[]
  /** The target's answer status, once it came. */
  status?: number | undefined
}

export type RpcForwarder = {
  /** `http://127.0.0.1:port`, no trailing slash: give it as an RPC URL. */
  url: string
  /** Every request that reached the forwarder, in the order they came. */
  seen: ForwardedRequest[]
  close(): Promise<void>
}

export type StartRpcForwarderParameters = {
  /**
   * Where each request goes: a URL, or a function read per request (for a
   * target that starts after the forwarder). The request's path is added.
   */
  target: string | (() => string)
  /** Holds each request back this long before passing it on. @default 0 */
  delayMs?: number | undefined
}

/**
 * An HTTP server on a free loopback port that passes each JSON-RPC request
 * on to a real node or API (anvil, latch-api's RPC proxy), after a delay if
 * asked, and logs its path and methods as it comes in. For tests that count
 * pings, tell a slow URL from a fast one, or see which requests went where.
 */
export async function startRpcForwarder({
  target,
  delayMs = 0,
}: StartRpcForwarderParameters): Promise<RpcForwarder> {
  const targetUrl = typeof target === 'string' ? () => target : target
  const seen: ForwardedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks)
      const calls = body.length > 0 ? JSON.parse(body.toString()) : []
      const forwarded: ForwardedRequest = {
        path: req.url ?? '',
        methods: (Array.isArray(calls) ? calls : [calls]).map(
          (call: { method: string }) => call.method,
        ),
      }
      seen.push(forwarded)
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs))
      const answer = await fetch(`${targetUrl()}${req.url ?? ''}`, {
        method: req.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        ...(body.length > 0 && { body }),
      })
      forwarded.status = answer.status
      res.writeHead(answer.status, Object.fromEntries(answer.headers))
      res.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
