// R4a: thousands of TCP connections that never send a byte (no upgrade).
// The relay must time them out and cap how many one IP may hold, instead
// of keeping every one open for ever. (The sockets read, so that an HTTP
// refusal is seen.)
import { connect } from 'node:net'
import { sleep } from '../../../lib/stats.mjs'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'

const sizes = {
  test: { sockets: 400, connectBatch: 100 },
  bench: { sockets: 3_000, connectBatch: 250 },
}

/**
 * Opens the sockets, holds them `holdMs` (a little more than the relay's
 * handshake timeout) and reports how many the relay closed.
 * @param {{ url: string, scale: 'test' | 'bench', holdMs: number }} options
 */
export async function silentSockets({ url, scale, holdMs }) {
  const size = sizes[scale]
  const { hostname, port } = new URL(url)
  const outcome = createTally()
  const sockets = []
  let ending = false
  const open = () =>
    new Promise((resolve) => {
      const socket = connect({
        host: hostname,
        port: Number(port),
        localAddress: attackerAddress(5),
      })
      sockets.push(socket)
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1')
      })
      socket.once('end', () => {
        const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]
        if (!ending && status) outcome.add(`http ${status}`)
      })
      socket.on('error', (error) => {
        if (!ending) outcome.add(`error ${error.code ?? error.message}`)
      })
      socket.once('connect', () => {
        outcome.add('connected')
        resolve(undefined)
      })
      socket.once('close', () => {
        if (!ending) outcome.add('closed by relay')
        resolve(undefined)
      })
    })
  for (let i = 0; i < size.sockets; i += size.connectBatch)
    await Promise.all(
      Array.from(
        { length: Math.min(size.connectBatch, size.sockets - i) },
        open,
      ),
    )
  const deadline = Date.now() + holdMs
  while (Date.now() < deadline && sockets.some((socket) => !socket.destroyed))
    await sleep(100)
  ending = true
  const stillOpen = sockets.filter((socket) => !socket.destroyed).length
  for (const socket of sockets) socket.destroy()
  return {
    sockets: size.sockets,
    stillOpenAfterHold: stillOpen,
    outcome: outcome.counts,
  }
}
