// The Esplora stand-in read through the signer's own Esplora client.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { broadcastTransaction, fetchFeeRate, fetchUtxos } from './esplora.js'
import {
  type EsploraStandIn,
  startEsploraStandIn,
} from './startEsploraStandIn.js'

const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
let esplora: EsploraStandIn

beforeAll(async () => {
  esplora = await startEsploraStandIn({
    address,
    utxos: [{ txid: 'ab'.repeat(32), vout: 0, value: 1_000 }],
    feeRate: 2.5,
  })
})
afterAll(() => esplora.close())

it('lists the UTXOs of its address and none elsewhere', async () => {
  expect(await fetchUtxos(esplora.url, address)).toEqual([
    { txid: 'ab'.repeat(32), vout: 0, value: 1_000 },
  ])
  await expect(fetchUtxos(esplora.url, 'tb1qother')).rejects.toThrow(
    'Esplora 404',
  )
})

it('answers the fee estimate, rounded up by the client', async () => {
  expect(await fetchFeeRate(esplora.url)).toBe(3n)
})

it('refuses a posted body that is not a transaction (400), records it', async () => {
  await expect(broadcastTransaction(esplora.url, 'not hex')).rejects.toThrow(
    'Esplora 400',
  )
  await expect(broadcastTransaction(esplora.url, '00')).rejects.toThrow(
    'Esplora 400',
  )
  expect(esplora.posted).toEqual(['not hex', '00'])
})
