import type { EventEmitter } from 'node:events'
import type { Socket } from 'node:net'

export type LingerBeforeCloseParameters = {
  /** Most bytes read (and discarded) after the answer. @default 4 MiB */
  maxBytes?: number | undefined
  /** Longest wait for the client to finish sending. @default 2000 */
  timeoutMs?: number | undefined
}

/**
 * Makes `server` close a connection it answered with `Connection: close`
 * (a 413 for an oversized upload, a 503) the way browsers and curl expect:
 * half-close after the answer, keep reading and discarding what the
 * client still sends (up to `maxBytes`, for up to `timeoutMs`), and close
 * when the client has finished. Closing at once, with the client's bytes
 * unread, makes the kernel answer them with a reset, and a reset can
 * discard the answer before the client reads it (it saw a reset instead of
 * its 413). Node calls `socket.destroySoon()` after such an answer; this
 * replaces it on every connection.
 *
 * @example
 * const server = serve({ fetch: app.fetch, port })
 * lingerBeforeClose(server)
 */
export function lingerBeforeClose(
  /** An HTTP server (`serve()` of @hono/node-server, `node:http`). */
  server: Pick<EventEmitter, 'on'>,
  {
    maxBytes = 4 * 1024 * 1024,
    timeoutMs = 2_000,
  }: LingerBeforeCloseParameters = {},
): void {
  server.on('connection', (socket: Socket) => {
    socket.destroySoon = function lingeringClose(this: Socket) {
      if (this.writable) this.end()
      // Node's HTTP parser reads the socket's handle directly, so what
      // arrives is counted by `bytesRead`, not by 'data' events.
      const limit = this.bytesRead + maxBytes
      const close = () => {
        clearInterval(watch)
        clearTimeout(timer)
        this.destroy()
      }
      const watch = setInterval(() => {
        if (this.bytesRead > limit) close()
      }, 50)
      const timer = setTimeout(close, timeoutMs)
      watch.unref()
      timer.unref()
      this.once('end', close)
      this.once('close', close)
      this.resume()
    }
  })
}
