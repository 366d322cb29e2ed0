import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP proxy on a free port that forwards to `target` (changeable), so an
 * official SDK with a fixed relayUrl can be moved to another relay node.
 * `cut()` destroys every proxied connection at once, like a dead node.
 * `tap`, when given, is called per connection and returns a handler for
 * the bytes that go from the target back to the client.
 */
export async function startTcpProxy(
  targetPort: number,
  tap?: () => (chunk: Buffer) => void,
) {
  let target = targetPort
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1')
    sockets.add(client)
    sockets.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    if (tap) {
      const read = tap()
      upstream.on('data', (chunk: Buffer) => read(chunk))
    }
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    retarget(port: number) {
      target = port
    },
    cut() {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    },
    async close() {
      this.cut()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
