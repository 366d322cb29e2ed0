// A tiny JSON-RPC chain node for the API under attack (LATCH_API_RPC_<id>):
// the RPC proxy and the history indexer need an upstream, and a fake one
// on loopback costs nothing. Answers every call at once; an empty chain
// at block 0.
import { createServer } from 'node:http'

const ZERO_HASH = `0x${'0'.repeat(64)}`
const answers = {
  eth_blockNumber: '0x0',
  eth_chainId: '0x7a69',
  eth_getLogs: [],
  eth_getBlockReceipts: [],
  eth_getBalance: '0x0',
  eth_call: '0x',
  eth_getBlockByNumber: {
    number: '0x0',
    hash: `0x${'1'.repeat(64)}`,
    parentHash: ZERO_HASH,
    timestamp: '0x0',
    transactions: [],
  },
}

/** @returns {Promise<{ url: string, calls(): number, close(): Promise<void> }>} */
export async function startFakeRpcUpstream() {
  let calls = 0
  const answer = (call) => {
    calls++
    return {
      jsonrpc: '2.0',
      id: call?.id ?? null,
      result: answers[call?.method] ?? null,
    }
  }
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      let body
      try {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        body = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)
      } catch {
        body = {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(undefined)),
  )
  const { port } = /** @type {import('node:net').AddressInfo} */ (
    server.address()
  )
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
