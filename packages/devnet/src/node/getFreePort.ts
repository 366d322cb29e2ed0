import { createServer } from 'node:net'
import { DevnetError } from './DevnetError.js'

/** Asks the OS for a free TCP port on `host` and releases it. */
export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', (cause) =>
      reject(
        new DevnetError('NO_FREE_PORT', `No free port on ${host}.`, { cause }),
      ),
    )
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
