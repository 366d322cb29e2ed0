import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet/node'
import { describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'

// No node is needed: these routes read the settings only.
const setup = () =>
  createBlockchainTestApi({
    chains: [
      testChain(31337, 'http://127.0.0.1:9'),
      testChain(31338, 'http://127.0.0.1:9'),
    ],
  })

describe('chain, price and session routes', () => {
  it('GET /v1/supported-chains', async () => {
    const api = await setup()
    const res = await api.get('/v1/supported-chains')
    expect(await res.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
    expect((await api.request('/v1/supported-chains')).status).toBe(400)
    await api.db.close()
  }, 30_000)

  it('POST /v1/fungible/price', async () => {
    const api = await setup()
    const res = await api.post('/v1/fungible/price', {
      currency: 'usd',
      projectId: TEST_PROJECT_ID,
      addresses: [
        `eip155:31337:${DEMO_TOKEN_ADDRESS}`,
        'eip155:31338:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        `eip155:1:${DEMO_TOKEN_ADDRESS}`,
        `eip155:31337:${devAccounts[0]!.address}`,
      ],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      fungibles: [
        { name: 'Latch Demo Token', symbol: 'LDT', iconUrl: '', price: 1.5 },
        { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
      ],
    })
    const bad: [unknown, number, string][] = [
      [{ currency: 'eur', addresses: [] }, 400, 'INVALID_CURRENCY'],
      [{ addresses: [] }, 400, 'INVALID_CURRENCY'],
      [{ currency: 'usd' }, 400, 'INVALID_BODY'],
      [{ currency: 'usd', addresses: 'x' }, 400, 'INVALID_BODY'],
      [{ currency: 'usd', addresses: [1] }, 400, 'INVALID_BODY'],
      [
        { currency: 'usd', addresses: Array(101).fill('a') },
        400,
        'INVALID_BODY',
      ],
      [{ currency: 'usd', addresses: ['0x12'] }, 400, 'INVALID_ADDRESS'],
      [
        { currency: 'usd', addresses: ['eip155:1:0x12'] },
        400,
        'INVALID_ADDRESS',
      ],
      [
        { currency: 'usd', addresses: [], projectId: 'other' },
        400,
        'INVALID_BODY',
      ],
      ['not json', 400, 'BAD_REQUEST'],
      [[1, 2], 400, 'BAD_REQUEST'],
    ]
    for (const [body, status, code] of bad) {
      const answer = await api.post('/v1/fungible/price', body)
      expect([body, answer.status, (await answer.json()).code]).toEqual([
        body,
        status,
        code,
      ])
    }
    await api.db.close()
  }, 30_000)

  it('a node that is down: 502 for one chain, skipped across chains', async () => {
    const api = await setup()
    const address = devAccounts[1]!.address
    const one = await api.get(
      `/v1/account/${address}/balance?currency=usd&chainId=eip155:31337`,
    )
    expect([one.status, (await one.json()).code]).toEqual([
      502,
      'UPSTREAM_ERROR',
    ])
    const all = await api.get(`/v1/account/${address}/balance?currency=usd`)
    expect([all.status, await all.json()]).toEqual([200, { balances: [] }])
    await api.db.close()
  }, 30_000)

  it('sessions: none stored without the embedded wallet; revoke of an unknown context 404', async () => {
    const api = await setup()
    const address = devAccounts[1]!.address
    expect(await (await api.get(`/v1/sessions/${address}`)).json()).toEqual({
      pcis: [],
      sessions: [],
    })
    const revoke = await api.post(`/v1/sessions/${address}/revoke`, {
      pci: '0xabcd',
      signature: '0x00',
    })
    expect([revoke.status, (await revoke.json()).code]).toEqual([
      404,
      'SESSION_NOT_FOUND',
    ])
    const notHex = await api.post(`/v1/sessions/${address}/revoke`, {
      pci: 'abc',
      signature: '0x00',
    })
    expect([notHex.status, (await notHex.json()).code]).toEqual([
      400,
      'INVALID_BODY',
    ])
    expect((await api.get('/v1/sessions/0x1')).status).toBe(400)
    const bad = await api.post(`/v1/sessions/${address}/revoke`, { pci: 1 })
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'INVALID_BODY'])
    await api.db.close()
  }, 30_000)
})
