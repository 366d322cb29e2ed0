import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSolanaChain } from './chain/createSolanaChain.js'
import { seedSolanaChain } from './chain/seedSolanaChain.js'
import { SOLANA_DEMO_TOKEN_MINT } from './devSolanaAccounts.js'
import { attachSubscriptions } from './rpc/attachSubscriptions.js'
import { handleJsonRpc } from './rpc/handleJsonRpc.js'

/** Largest JSON-RPC body accepted (bigger → 413). */
const MAX_BODY_BYTES = 1024 * 1024

export type StartSolanaDevnetParameters = {
  /** @default '127.0.0.1' */
  host?: string
  /** 0 picks a free port. @default 8899 */
  port?: number
  /** Blocks (= landed transactions) a blockhash stays valid. @default 150 */
  maxBlockhashAge?: number
}

export type StartSolanaDevnetReturnType = {
  /** The JSON-RPC URL, e.g. http://127.0.0.1:8899 */
  url: string
  port: number
  /** The subscription WebSocket (same port), e.g. ws://127.0.0.1:8899 */
  wsUrl: string
  /** Mint of the SPL Latch Demo Token (LDT). */
  mint: string
  /** Stops the server; the chain is dropped. */
  stop(): Promise<void>
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-max-age': '600',
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
) {
  response.writeHead(status, { ...corsHeaders, 'content-type': type })
  response.end(body)
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > MAX_BODY_BYTES) return resolve(null)
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data')
        resolve(null)
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Starts the local Solana chain: LiteSVM, seeded (each dev account 1,000 SOL
 * and 1,000,000 LDT), behind Solana's JSON-RPC over HTTP (single and batch
 * requests; CORS open for browser pages) and its subscriptions over
 * WebSocket on the same port.
 */
export async function startSolanaDevnet({
  host = '127.0.0.1',
  port = 8899,
  maxBlockhashAge,
}: StartSolanaDevnetParameters = {}): Promise<StartSolanaDevnetReturnType> {
  const chain = createSolanaChain(
    maxBlockhashAge === undefined ? {} : { maxBlockhashAge },
  )
  const faucet = await seedSolanaChain(chain)
  const node = { chain, faucet }
  // One request at a time: the chain is one in-process state machine.
  let queue: Promise<unknown> = Promise.resolve()
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders,
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? 'content-type',
      })
      response.end()
      return
    }
    if (request.method === 'GET' && request.url === '/health')
      return send(response, 200, 'ok', 'text/plain')
    if (request.method !== 'POST')
      return send(
        response,
        405,
        'Used HTTP Method is not allowed. POST or OPTIONS is required',
        'text/plain',
      )
    readBody(request).then(
      (body) => {
        if (body === null) {
          response.setHeader('connection', 'close')
          return send(response, 413, 'Payload Too Large', 'text/plain')
        }
        const run = queue.then(() => handleJsonRpc(body, node))
        queue = run.catch(() => {})
        run.then(
          (text) => send(response, 200, text),
          () => send(response, 500, 'Internal error', 'text/plain'),
        )
      },
      () => response.destroy(),
    )
  })
  const subscriptions = attachSubscriptions(server, node)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${bound}`,
    port: bound,
    mint: SOLANA_DEMO_TOKEN_MINT,
    wsUrl: `ws://${urlHost}:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        subscriptions.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
