// A small WebSocket relay client for the abuse suite: a real relay JWT
// (createRelayJwt from @latch/protocol/auth, fresh did:key per client), a
// chosen loopback source address, JSON-RPC requests matched by id, and
// irn_subscription pushes (acked unless told not to).
import { randomBytes } from 'node:crypto'
import { createRelayJwt } from '@latch/protocol/auth'
import { WebSocket } from 'ws'

const CONNECT_TIMEOUT_MS = 10_000

/**
 * @typedef {{ id: number | string, result?: unknown, error?: { code: number, message: string, data?: unknown } }} RpcAnswer
 * @typedef {{ topic: string, message: string, publishedAt: number, tag: number }} PushData
 */

/** A signed relay JWT for `url` (aud = the URL the client dials). */
export function signRelayJwt(url, seed = randomBytes(32)) {
  return createRelayJwt({ seed, aud: url, sub: 'ab'.repeat(32) })
}

/**
 * Connects and authenticates. Rejects when the upgrade fails; the relay's
 * auth error arrives as a frame followed by close 3000.
 * @param {string} url `ws://127.0.0.1:PORT`
 * @param {{ localAddress?: string, autoAck?: boolean, onPush?: (data: PushData) => void, maxPayload?: number }} [options]
 */
export async function connectRelayClient(url, options = {}) {
  const { localAddress = '127.0.0.1', autoAck = true, onPush } = options
  const jwt = signRelayJwt(url)
  const ws = new WebSocket(`${url}/?auth=${jwt}&projectId=abuse`, {
    localAddress,
    maxPayload: options.maxPayload ?? 256 * 1024 * 1024,
  })
  /** @type {Map<string, (answer: RpcAnswer) => void>} */
  const pending = new Map()
  /** @type {RpcAnswer[]} answers nobody waited for (ids of others) */
  const errors = []
  ws.on('message', (data) => {
    let value
    try {
      value = JSON.parse(String(data))
    } catch {
      return
    }
    if (value.method === 'irn_subscription') {
      if (autoAck) ws.send(`{"id":${value.id},"jsonrpc":"2.0","result":true}`)
      onPush?.(value.params.data)
      return
    }
    const waiter = pending.get(String(value.id))
    if (waiter) {
      pending.delete(String(value.id))
      waiter(value)
    } else if (value.error) errors.push(value)
  })
  /** @type {Promise<{ code: number, reason: string }>} */
  const closed = new Promise((resolve) =>
    ws.on('close', (code, reason) => {
      for (const waiter of pending.values())
        waiter({ id: 0, error: { code: -1, message: `closed ${code}` } })
      pending.clear()
      resolve({ code, reason: String(reason) })
    }),
  )
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate()
      reject(new Error('relay connect timed out'))
    }, CONNECT_TIMEOUT_MS)
    ws.once('open', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
    ws.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
  ws.on('error', () => {}) // reported through `closed`
  let counter = 0
  const idBase = Date.now() * 1000

  /**
   * Sends a request; resolves with its answer, or an error answer with
   * code -1 on close or after `timeoutMs`.
   * @param {string} method
   * @param {unknown} params
   * @param {{ timeoutMs?: number }} [options]
   * @returns {Promise<RpcAnswer>}
   */
  function request(method, params, { timeoutMs = 10_000 } = {}) {
    const id = idBase + counter++
    return new Promise((resolve) => {
      if (ws.readyState !== WebSocket.OPEN)
        return resolve({ id, error: { code: -1, message: 'not open' } })
      const timer = setTimeout(() => {
        pending.delete(String(id))
        resolve({ id, error: { code: -1, message: 'no answer' } })
      }, timeoutMs)
      pending.set(String(id), (answer) => {
        clearTimeout(timer)
        resolve(answer)
      })
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }), () => {})
    })
  }

  return {
    ws,
    closed,
    errors,
    request,
    /** Stops reading from the TCP socket (a consumer that never reads). */
    pauseReading: () => ws._socket?.pause(),
    resumeReading: () => ws._socket?.resume(),
    /** Closes and waits (terminates after 2 s). */
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return closed
      ws.close()
      const timer = setTimeout(() => ws.terminate(), 2_000)
      const result = await closed
      clearTimeout(timer)
      return result
    },
    /** Destroys the TCP socket at once. */
    terminate() {
      ws.terminate()
      return closed
    },
  }
}
