import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { EsploraUtxo } from './esplora.js'

export type StartEsploraStandInParameters = {
  /** The address whose `/address/<address>/utxo` lists `utxos`. */
  address: string
  utxos: readonly EsploraUtxo[]
  /** sat/vB answered for the 6-block target of `/fee-estimates`. */
  feeRate: number
}

export type EsploraStandIn = {
  /** `http://127.0.0.1:<port>`, the Esplora base URL. */
  url: string
  /** Raw transaction hex of each `POST /tx`, in order. */
  posted: string[]
  close(): Promise<void>
}

/**
 * A local Esplora-compatible HTTP server for tests of Bitcoin transfers (no
 * Bitcoin node runs here): one address's UTXOs, a fee estimate, and
 * `POST /tx` answering the txid of the posted transaction (read with
 * @scure/btc-signer). Anything else is 404. Listens on 127.0.0.1, port 0.
 */
export async function startEsploraStandIn({
  address,
  utxos,
  feeRate,
}: StartEsploraStandInParameters): Promise<EsploraStandIn> {
  const posted: string[] = []
  const server = createServer((request, response) => {
    if (request.url === `/address/${address}/utxo`)
      return response.end(JSON.stringify(utxos))
    if (request.url === '/fee-estimates')
      return response.end(JSON.stringify({ '6': feeRate }))
    if (request.url === '/tx' && request.method === 'POST') {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        posted.push(body)
        try {
          const raw = hex.decode(body)
          const tx = Transaction.fromRaw(raw, { allowUnknownOutputs: true })
          response.end(tx.id)
        } catch {
          response.statusCode = 400
          response.end('sendrawtransaction RPC error: TX decode failed')
        }
      })
      return
    }
    response.statusCode = 404
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    posted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
