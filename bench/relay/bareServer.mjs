// The baseline for the relay section: a bare `ws` fan-out server with no
// auth, no mailbox and no acks. Frames (JSON):
//   {"id":1,"method":"subscribe","topic":"…"}            → {"id":1,"result":true}
//   {"id":2,"method":"publish","topic":"…","message":"…"} → {"id":2,"result":true}
//     and {"topic":"…","message":"…"} to every other socket on the topic.
import { startWsServer } from './startWsServer.mjs'

/** Starts the bare server on 127.0.0.1 and a free port. */
export async function startBareServer() {
  const topics = new Map()
  return startWsServer('bare', (ws) => {
    const mine = new Set()
    ws.on('error', () => {})
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      if (frame.method === 'subscribe') {
        let set = topics.get(frame.topic)
        if (!set) {
          set = new Set()
          topics.set(frame.topic, set)
        }
        set.add(ws)
        mine.add(frame.topic)
      } else if (frame.method === 'publish') {
        const out = JSON.stringify({
          topic: frame.topic,
          message: frame.message,
        })
        for (const peer of topics.get(frame.topic) ?? [])
          if (peer !== ws) peer.send(out)
      }
      ws.send(`{"id":${frame.id},"result":true}`)
    })
    ws.on('close', () => {
      for (const topic of mine) topics.get(topic)?.delete(ws)
    })
  })
}
