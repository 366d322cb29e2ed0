// One HTTP request on loopback from a chosen source address (node:http,
// so `localAddress` works), with a timeout and a capped response body.
// Never throws: a transport failure is `{ status: 0, error }`.
import { request } from 'node:http'

const MAX_BODY_CHARS = 64 * 1024

/**
 * @typedef {{ status: number, body: string, headers: Record<string, string | string[] | undefined>, ms: number, error?: string }} HttpAnswer
 */

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer, localAddress?: string, agent?: import('node:http').Agent, timeoutMs?: number }} [options]
 * @returns {Promise<HttpAnswer>}
 */
export function httpRequest(url, options = {}) {
  const {
    method = 'GET',
    headers = {},
    body,
    localAddress = '127.0.0.1',
    agent,
    timeoutMs = 15_000,
  } = options
  const start = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const done = (answer) => {
      if (settled) return
      settled = true
      resolve({ ...answer, ms: performance.now() - start })
    }
    const req = request(url, {
      method,
      headers:
        body === undefined
          ? headers
          : { 'content-type': 'application/json', ...headers },
      localAddress,
      ...(agent ? { agent } : { agent: false }),
      timeout: timeoutMs,
    })
    req.on('timeout', () => {
      req.destroy()
      done({ status: 0, body: '', headers: {}, error: 'timeout' })
    })
    req.on('error', (error) =>
      done({
        status: 0,
        body: '',
        headers: {},
        error: `${error.code ?? error.message} ${error.message} reused=${req.reusedSocket}`,
      }),
    )
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        if (text.length < MAX_BODY_CHARS) text += chunk
      })
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: text, headers: res.headers }),
      )
      res.on('error', (error) =>
        done({
          status: 0,
          body: text,
          headers: {},
          error: error.code ?? error.message,
        }),
      )
    })
    req.end(body)
  })
}

/**
 * Runs `count` jobs with at most `parallel` at a time.
 * @param {number} count
 * @param {number} parallel
 * @param {(index: number) => Promise<void>} job
 */
export async function runPool(count, parallel, job) {
  let next = 0
  const worker = async () => {
    while (next < count) await job(next++)
  }
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker))
}
