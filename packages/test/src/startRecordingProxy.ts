import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

type RecordedRequest = {
  method: string
  /** Path and query, as the client sent them. */
  url: string
  /** `Date.now()` when the request reached the proxy. */
  at: number
  /** The server's answer status, once it came (502: the server was unreachable). */
  status?: number | undefined
}

export type RecordingProxy = {
  /** `http://127.0.0.1:port`, no trailing slash: give it as the API URL. */
  url: string
  /** Every request that reached the proxy, oldest first. */
  requests: RecordedRequest[]
  close(): Promise<void>
}

/**
 * An HTTP proxy on a free loopback port in front of a real server
 * (`target`, e.g. latch-api's URL): records each request's method, path
 * and query, then forwards it unchanged and streams the answer back. For
 * tests that assert what the toolkit asked the server, and when.
 */
export async function startRecordingProxy(
  target: string,
): Promise<RecordingProxy> {
  const upstream = new URL(target)
  const requests: RecordedRequest[] = []
  const server = createServer((incoming, outgoing) => {
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      at: Date.now(),
    }
    requests.push(recorded)
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        recorded.status = answer.statusCode
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      recorded.status = 502
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
