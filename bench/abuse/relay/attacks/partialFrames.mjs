// R4c: sockets that each hold an unfinished message: an authenticated
// upgrade, then the first fragment (FIN = 0) of a big text message, or a
// frame header that announces more bytes than ever come, and silence.
// The relay must bound what it keeps for them and time them out.
import { sleep } from '../../../lib/stats.mjs'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'
import { encodeClientFrame, openRawWebSocket } from '../rawWebSocket.mjs'

const sizes = {
  test: { sockets: 40, fragmentBytes: 512 * 1024, parallel: 10 },
  bench: { sockets: 300, fragmentBytes: 900 * 1024, parallel: 20 },
}

/**
 * Even sockets send a FIN = 0 fragment; odd ones a frame announcing
 * `fragmentBytes` but carrying half. Held `holdMs` (a little more than the
 * relay's idle or frame timeout).
 * @param {{ url: string, scale: 'test' | 'bench', holdMs: number }} options
 */
export async function partialFrames({ url, scale, holdMs }) {
  const size = sizes[scale]
  const outcome = createTally()
  const sockets = []
  const payload = Buffer.alloc(size.fragmentBytes, 0x61)
  let next = 0
  const worker = async () => {
    while (next < size.sockets) {
      const index = next++
      try {
        const raw = await openRawWebSocket(url, {
          localAddress: attackerAddress(7),
        })
        const kind = index % 2 === 0 ? 'fragment' : 'short frame'
        sockets.push({ raw, kind })
        outcome.add('upgraded')
        raw.write(
          index % 2 === 0
            ? encodeClientFrame({ fin: false, opcode: 1, payload })
            : encodeClientFrame({
                fin: true,
                opcode: 1,
                payload: payload.subarray(0, size.fragmentBytes / 2),
                declaredLength: size.fragmentBytes,
              }),
        )
      } catch (error) {
        outcome.add(`refused ${String(error?.message).slice(0, 60)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: size.parallel }, worker))
  const deadline = Date.now() + holdMs
  while (
    Date.now() < deadline &&
    sockets.some(({ raw }) => !raw.socket.destroyed)
  )
    await sleep(100)
  let stillOpen = 0
  for (const { raw, kind } of sockets) {
    if (raw.socket.destroyed) {
      const code = raw.closeCode()
      outcome.add(
        `${kind}: ${code === undefined ? 'closed, no code' : `close ${code}`}`,
      )
    } else stillOpen++
    raw.destroy()
  }
  return {
    sockets: size.sockets,
    stillOpenAfterHold: stillOpen,
    outcome: outcome.counts,
  }
}
