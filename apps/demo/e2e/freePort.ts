import { createServer } from 'node:net'

/** A TCP port that was free on `host` a moment ago (bind to 0, release). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer()
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(0, host, ok)
  })
  const address = server.address()
  await new Promise<void>((ok) => server.close(() => ok()))
  if (!address || typeof address === 'string') throw new TypeError('no port')
  return address.port
}
