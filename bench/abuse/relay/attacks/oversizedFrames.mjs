// R4d: oversized frames: just over the relay's frame limit, far over it,
// and a bare header announcing an absurd length. Each is closed with 1009
// before the payload is buffered (older relays answered a frame up to 4×
// the limit with -32600 "frameSize" and kept the socket).
import { sleep } from '../../../lib/stats.mjs'
import { attackerAddress } from '../../attackerAddress.mjs'
import { answerKey, createTally } from '../../tally.mjs'
import { connectRelayClient } from '../connectRelayClient.mjs'
import { encodeClientFrame, openRawWebSocket } from '../rawWebSocket.mjs'

const sizes = {
  test: { rounds: 3 },
  bench: { rounds: 20 },
}

/** @param {{ url: string, scale: 'test' | 'bench', maxFrameBytes: number }} options */
export async function oversizedFrames({ url, scale, maxFrameBytes }) {
  const size = sizes[scale]
  const justOver = createTally()
  const farOver = createTally()
  const hugeHeader = createTally()
  const localAddress = attackerAddress(8)
  for (let round = 0; round < size.rounds; round++) {
    // Just over the limit: a JSON-RPC error naming the frame size.
    const client = await connectRelayClient(url, { localAddress })
    const params = {
      topic: 'ab'.repeat(32),
      message: 'x'.repeat(maxFrameBytes),
      ttl: 300,
      tag: 1108,
    }
    const answer = await client.request('irn_publish', params)
    const closedJustOver = await Promise.race([
      client.closed,
      sleep(1_000).then(() => undefined),
    ])
    justOver.add(
      closedJustOver
        ? `close ${closedJustOver.code}`
        : `open, answer ${answerKey(answer)}`,
    )
    await client.terminate()
    // Far over: the socket is closed.
    const big = await connectRelayClient(url, { localAddress })
    big.ws.send('x'.repeat(maxFrameBytes * 5))
    const closed = await Promise.race([
      big.closed,
      sleep(5_000).then(() => undefined),
    ])
    farOver.add(closed ? `close ${closed.code}` : 'still open')
    await big.terminate()
    // A header announcing 2^40 bytes, then nothing.
    const raw = await openRawWebSocket(url, { localAddress })
    raw.write(
      encodeClientFrame({
        fin: true,
        opcode: 1,
        payload: Buffer.alloc(16),
        declaredLength: 2 ** 40,
      }),
    )
    await Promise.race([raw.ended, sleep(5_000)])
    hugeHeader.add(
      raw.socket.destroyed ? `close ${raw.closeCode() ?? 'tcp'}` : 'still open',
    )
    await raw.destroy()
  }
  return {
    justOver: justOver.counts,
    farOver: farOver.counts,
    hugeHeader: hugeHeader.counts,
  }
}
