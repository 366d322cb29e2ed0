// The plumbing of the relay section's baseline servers: a `ws` server on
// 127.0.0.1 and a free port, each connection handed to `onConnection`.
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'

/**
 * @param {string} name what a plain HTTP request is answered
 * @param {(ws: import('ws').WebSocket) => void} onConnection
 */
export async function startWsServer(name, onConnection) {
  const server = createServer((_, response) => response.end(`${name}\n`))
  const wss = new WebSocketServer({ server })
  wss.on('connection', onConnection)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `ws://127.0.0.1:${port}`,
    async close() {
      for (const ws of wss.clients) ws.terminate()
      await new Promise((resolve) => wss.close(resolve))
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
