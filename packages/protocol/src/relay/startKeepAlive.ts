import type { WebSocketLike } from './types.js'

/**
 * Pings every `interval` ms and drops the socket (which then reconnects)
 * when neither a pong nor a frame came since the last ping. Only where the
 * socket can ping (`ws` in Node): browsers answer the relay's pings
 * themselves and expose no ping API. Returns the stop function.
 */
export function startKeepAlive(
  socket: WebSocketLike,
  interval: number,
): () => void {
  if (typeof socket.ping !== 'function') return () => {}
  let alive = true
  const markAlive = () => {
    alive = true
  }
  socket.on?.('pong', markAlive)
  socket.addEventListener('message', markAlive)
  const timer = setInterval(() => {
    if (!alive) return (socket.terminate ?? socket.close).call(socket)
    alive = false
    socket.ping?.()
  }, interval)
  return () => clearInterval(timer)
}
