// The relay section's second baseline: a bare `ws` server that speaks the
// Latch relay's frames and nothing else — no JWT, mailbox, rate windows,
// byte caps or push records. It answers irn_subscribe with the
// subscription id and irn_publish with `true`, pushes irn_subscription
// frames shaped like the relay's (same fields, numeric push ids) and reads
// each client ack. Whatever the real relay costs beyond this server is
// its own logic; what this server costs beyond bare ws is the protocol
// (an ack per push, JSON-RPC envelopes): a ceiling no relay speaking it
// can pass on the same harness.
import { hash } from 'node:crypto'
import { startWsServer } from './startWsServer.mjs'

/** Starts the frames-only server on 127.0.0.1 and a free port. */
export async function startFramesOnlyServer() {
  const topics = new Map()
  let lastPushId = 0
  return startWsServer('frames', (ws) => {
    const clientId = hash('sha256', String(Math.random()), 'hex')
    const mine = new Set()
    ws.on('error', () => {})
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      if (frame.method === undefined) return // a client's ack of a push
      const { topic } = frame.params
      if (frame.method === 'irn_subscribe') {
        let set = topics.get(topic)
        if (!set) {
          set = new Map()
          topics.set(topic, set)
        }
        const subscription = hash('sha256', topic + clientId, 'hex')
        set.set(ws, subscription)
        mine.add(topic)
        ws.send(`{"id":${frame.id},"jsonrpc":"2.0","result":"${subscription}"}`)
        return
      }
      ws.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
      const pushData = JSON.stringify({
        topic,
        message: frame.params.message,
        publishedAt: Date.now(),
        tag: frame.params.tag,
      })
      for (const [peer, subscription] of topics.get(topic) ?? []) {
        if (peer === ws) continue
        lastPushId = Math.max(Date.now() * 1000, lastPushId + 1)
        peer.send(
          `{"id":${lastPushId},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscription}","data":${pushData}}}`,
        )
      }
    })
    ws.on('close', () => {
      for (const topic of mine) topics.get(topic)?.delete(ws)
    })
  })
}
