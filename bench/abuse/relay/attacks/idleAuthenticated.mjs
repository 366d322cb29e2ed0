// R4b: many authenticated WebSocket connections from one IP that then sit
// idle. Each costs the relay a JWT check and per-socket state; a per-IP
// connection cap must turn the surplus away, and the idle timeout close
// the rest.
import { sleep } from '../../../lib/stats.mjs'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'
import { connectRelayClient } from '../connectRelayClient.mjs'

const sizes = {
  test: { sockets: 200, parallel: 20 },
  bench: { sockets: 1_200, parallel: 40 },
}

/**
 * Opens the sockets and holds them `holdMs` (a little more than the
 * relay's idle timeout).
 * @param {{ url: string, scale: 'test' | 'bench', holdMs: number }} options
 */
export async function idleAuthenticated({ url, scale, holdMs }) {
  const size = sizes[scale]
  const outcome = createTally()
  const clients = []
  let ending = false
  let closedCount = 0
  // Sockets open at once, and the most ever: the per-IP cap bounds this
  // (over a long hold, idle closes free slots and more may open later).
  // Counted when a socket opens, as the sockets still OPEN: the relay frees
  // an idle socket's slot once the client answered its close frame, and
  // answering it moves the socket to CLOSING at once — whereas its close
  // event may come after the next socket's open (both wait for their turn
  // on a loaded machine), which made a count of close events overshoot.
  let peakOpen = 0
  let next = 0
  const worker = async () => {
    while (next < size.sockets) {
      next++
      try {
        const client = await connectRelayClient(url, {
          localAddress: attackerAddress(6),
        })
        clients.push(client)
        outcome.add('open')
        const openNow = clients.filter((c) => c.ws.readyState === 1).length
        peakOpen = Math.max(peakOpen, openNow)
        client.closed.then(({ code }) => {
          closedCount++
          if (!ending) outcome.add(`close ${code}`)
        })
      } catch (error) {
        const status = /Unexpected server response: (\d+)/.exec(
          String(error?.message),
        )
        outcome.add(
          status
            ? `http ${status[1]}`
            : `error ${error?.code ?? error?.message}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: size.parallel }, worker))
  const deadline = Date.now() + holdMs
  // Until every socket's close event has been counted (a socket leaves
  // the OPEN state before its close event fires), or the hold ends.
  while (Date.now() < deadline && closedCount < clients.length) await sleep(100)
  ending = true
  const stillOpen = clients.filter(
    (client) => client.ws.readyState === 1,
  ).length
  await Promise.all(clients.map((client) => client.terminate()))
  return {
    sockets: size.sockets,
    stillOpenAfterHold: stillOpen,
    peakOpen,
    outcome: outcome.counts,
  }
}
