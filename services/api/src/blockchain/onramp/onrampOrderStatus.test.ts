import { describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { readOnrampSettings } from './readOnrampSettings.js'

// GET /v1/onramp/orders/{id}, which the modal polls while a checkout is
// open: malformed ids are 404 JSON, and its rate limit is its own bucket
// (following a purchase never uses up the quotes', nor the reverse).
describe('the order status route', () => {
  it('answers 404 JSON to a malformed or unknown id', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, 'http://127.0.0.1:9')],
    })
    try {
      for (const id of [
        'ord_missing',
        `ord_${'0'.repeat(32)}`,
        `ord_${'A'.repeat(32)}`,
        '%27%20OR%201=1--',
        'x'.repeat(500),
      ]) {
        const response = await api.get(`/v1/onramp/orders/${id}`)
        expect(response.status, id).toBe(404)
        expect(await response.json()).toEqual({
          code: 'ORDER_NOT_FOUND',
          message: 'No such order.',
        })
      }
    } finally {
      await api.db.close()
    }
  })

  it('is rate-limited per client IP in a bucket of its own (429 past the burst)', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, 'http://127.0.0.1:9')],
      overrides: {
        onramp: {
          ...readOnrampSettings({}, { devnet: true }),
          ipRateLimit: { ratePerSecond: 0.001, burst: 2 },
        },
      },
    })
    try {
      const id = `ord_${'0'.repeat(32)}`
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await api.get(`/v1/onramp/orders/${id}`)).status)
      expect(statuses).toEqual([404, 404, 429])
      // The quotes' bucket is untouched.
      expect((await api.post('/v1/onramp/quote', {})).status).toBe(503)
    } finally {
      await api.db.close()
    }
  })
})
