import { RelayClosedError, RelayDisconnectedError } from '../errors/relay.js'
import type { WebSocketConstructor, WebSocketLike } from './types.js'

export type OpenRelaySocketParameters = {
  WebSocket: WebSocketConstructor
  /** The full socket URL (with `auth` and the other query params). */
  url: string
  /** Aborting closes the socket and rejects (used for the open timeout). */
  signal: AbortSignal | null
  /** Checked when the socket opens: refuse it if the client was closed. */
  isClosed: () => boolean
  onFrame: (socket: WebSocketLike, data: unknown) => void
  /** The socket closed after it had opened. */
  onClose: (socket: WebSocketLike, error: RelayDisconnectedError) => void
}

/**
 * Opens one socket. Resolves once it is open; rejects with
 * `RelayDisconnectedError` if it closes first.
 */
export function openRelaySocket({
  WebSocket,
  url,
  signal,
  isClosed,
  onFrame,
  onClose,
}: OpenRelaySocketParameters): Promise<WebSocketLike> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    let opened = false
    signal?.addEventListener('abort', () => socket.close())
    // A close event always follows; without a listener `ws` throws.
    socket.addEventListener('error', () => {})
    socket.addEventListener('open', () => {
      if (isClosed()) {
        socket.close(1000, 'closed')
        return reject(new RelayClosedError())
      }
      opened = true
      resolve(socket)
    })
    socket.addEventListener('close', (event) => {
      const error = new RelayDisconnectedError({
        code: event.code,
        reason: event.reason,
      })
      if (opened) onClose(socket, error)
      else reject(error)
    })
    socket.addEventListener('message', (event) => onFrame(socket, event.data))
  })
}
