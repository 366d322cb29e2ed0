import { randomBytes } from 'node:crypto'
import { createRelayJwt } from '@latch/protocol/auth'
import { WebSocket } from 'ws'

type Push = {
  id: number
  raw: string
  params: {
    id: string
    data: {
      topic: string
      message: string
      publishedAt: number
      tag: number
      attestation?: string
    }
  }
}

export type TestClient = Awaited<ReturnType<typeof connectClient>>

/**
 * A plain `ws` relay client for tests: signs a real JWT, sends raw frames,
 * collects responses by raw id and `irn_subscription` pushes.
 */
export async function connectClient(
  url: string,
  {
    seed = randomBytes(32),
    aud = url,
    via = 'query',
    autoAck = true,
  }: {
    seed?: Uint8Array
    aud?: string
    via?: 'query' | 'header'
    autoAck?: boolean
  } = {},
) {
  const jwt = createRelayJwt({ seed, aud, sub: 'ab'.repeat(32) })
  const ws =
    via === 'query'
      ? new WebSocket(`${url}/?auth=${jwt}&projectId=test`)
      : new WebSocket(url, { headers: { authorization: `Bearer ${jwt}` } })
  const frames: string[] = []
  const pushes: Push[] = []
  const waiters: (() => void)[] = []
  ws.on('message', (data) => {
    const text = String(data)
    frames.push(text)
    const value = JSON.parse(text)
    if (value.method === 'irn_subscription') {
      pushes.push({ ...value, raw: text })
      if (autoAck) ws.send(`{"id":${value.id},"jsonrpc":"2.0","result":true}`)
    }
    for (const waiter of waiters.splice(0)) waiter()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  let counter = 0

  async function until<T>(find: () => T | undefined, ms = 3000): Promise<T> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = find()
      if (found !== undefined) return found
      if (Date.now() > deadline) throw new Error('timed out waiting')
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  /** Sends a raw frame and waits for the frame echoing `rawId`. */
  async function sendRaw(text: string, rawId: string): Promise<string> {
    const start = frames.length
    ws.send(text)
    return until(() =>
      frames.slice(start).find((frame) => frame.startsWith(`{"id":${rawId},`)),
    )
  }

  async function request(method: string, params: unknown) {
    const id = `"${Date.now()}${String(counter++).padStart(6, '0')}"`
    const frame = await sendRaw(
      `{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`,
      id,
    )
    return JSON.parse(frame) as {
      result?: unknown
      error?: { code: number; message: string; data?: string }
    }
  }

  return {
    ws,
    jwt,
    frames,
    pushes,
    closed,
    until,
    sendRaw,
    request,
    /** Waits until `count` pushes have arrived. */
    waitForPushes: (count: number, ms?: number) =>
      until(() => (pushes.length >= count ? pushes : undefined), ms),
    close: async () => {
      ws.close()
      await closed
    },
  }
}
