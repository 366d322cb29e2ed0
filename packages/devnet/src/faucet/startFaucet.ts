import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { getAddress, isAddress } from 'viem'
import { createRateLimit } from './createRateLimit.js'
import { FAUCET_ETH, FAUCET_LDT, sendEvmFunds } from './sendEvmFunds.js'
import { FAUCET_SOL, sendSolanaFunds } from './sendSolanaFunds.js'

export type StartFaucetParameters = {
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string
  /** TCP port; 0 picks a free one. @default 8791 */
  port?: number
  /** JSON-RPC of the anvil that EVM requests are paid on (chain 31337). */
  evmRpcUrl: string
  /** JSON-RPC of the local Solana chain; unset, Solana requests get 400. */
  solanaRpcUrl?: string | undefined
  /** How long one address waits between two requests. @default 60_000 */
  cooldownMs?: number
}

export type StartFaucetReturnType = {
  /** e.g. http://127.0.0.1:8791 — `POST {url}/faucet` with `{ address }`. */
  url: string
  port: number
  /** Closes the listener. */
  stop(): Promise<void>
}

/** What a successful request sent: the amounts and transaction ids. */
export type FaucetResult = {
  sent: { amount: string; symbol: string; transaction: string }[]
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    // A dev-stack service on loopback: any local page may ask.
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  })
  res.end(JSON.stringify(body))
}

/**
 * The demo stack's test-funds faucet (never part of a production config):
 * `POST /faucet` with `{ "address": "0x…" }` sends 1 ETH and 100 LDT on
 * the devnet, with a Solana address it airdrops 1 SOL on the local chain.
 * Each address may ask once per `cooldownMs` (429 with `retryAfter`
 * seconds and a Retry-After header); requests are paid one at a time.
 */
export async function startFaucet({
  host = '127.0.0.1',
  port = 8791,
  evmRpcUrl,
  solanaRpcUrl,
  cooldownMs = 60_000,
}: StartFaucetParameters): Promise<StartFaucetReturnType> {
  const limit = createRateLimit({ cooldownMs })
  // One payment at a time: the faucet account's nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()
  const pay = (address: string): Promise<FaucetResult> => {
    const run = queue.then(async (): Promise<FaucetResult> => {
      if (isAddress(address)) {
        const { eth, ldt } = await sendEvmFunds(evmRpcUrl, getAddress(address))
        return {
          sent: [
            { amount: FAUCET_ETH, symbol: 'ETH', transaction: eth },
            { amount: FAUCET_LDT, symbol: 'LDT', transaction: ldt },
          ],
        }
      }
      const signature = await sendSolanaFunds(solanaRpcUrl ?? '', address)
      return {
        sent: [
          { amount: String(FAUCET_SOL), symbol: 'SOL', transaction: signature },
        ],
      }
    })
    queue = run.catch(() => {})
    return run
  }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return reply(res, 204, null)
    if (req.method !== 'POST' || req.url !== '/faucet')
      return reply(res, 404, { error: 'Not found' })
    let text = ''
    for await (const chunk of req) {
      text += chunk
      if (text.length > 1024) return reply(res, 413, { error: 'Too large' })
    }
    let address: unknown
    try {
      address = (JSON.parse(text) as { address?: unknown }).address
    } catch {
      return reply(res, 400, { error: 'Body must be JSON' })
    }
    const evm = typeof address === 'string' && isAddress(address)
    const solana =
      typeof address === 'string' &&
      !evm &&
      solanaRpcUrl !== undefined &&
      isSolanaAddress(address)
    if (typeof address !== 'string' || (!evm && !solana))
      return reply(res, 400, { error: 'Unsupported address' })
    const key = evm ? address.toLowerCase() : address
    const wait = limit.take(key)
    if (wait > 0) {
      const retryAfter = Math.ceil(wait / 1000)
      res.setHeader('retry-after', String(retryAfter))
      return reply(res, 429, { error: 'Too many requests', retryAfter })
    }
    try {
      reply(res, 200, await pay(address))
    } catch (error) {
      limit.release(key)
      reply(res, 502, { error: (error as Error).message })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
