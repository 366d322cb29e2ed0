import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet/node'
import { describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_ORIGIN,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { type DbKind, dbKinds } from '../../../test/testDbs.js'
import { createProject } from '../../projects/createProject.js'

// The calls of the reference client (@reown/appkit 1.7/1.8) that Latch
// answered with 400: a price request with projectId in the JSON body only,
// name suggestions with its fixed zone, smart sessions by CAIP-10 account.

// No node is needed: these routes read the settings and the database only.
const setup = (kind: DbKind) =>
  createBlockchainTestApi({
    kind,
    chains: [testChain(31337, 'http://127.0.0.1:9')],
  })

const address = devAccounts[1]!.address

describe.each(dbKinds)('reference client calls on %s', (kind) => {
  it('POST /v1/fungible/price takes projectId from the body', async () => {
    const api = await setup(kind)
    // What the client sends: no query at all, JSON with currency,
    // addresses and projectId.
    const price = (body: unknown, init: RequestInit = {}) =>
      api.request('/v1/fungible/price', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      })
    const ok = await price({
      currency: 'usd',
      addresses: [`eip155:31337:${DEMO_TOKEN_ADDRESS}`],
      projectId: TEST_PROJECT_ID,
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({
      fungibles: [
        { name: 'Latch Demo Token', symbol: 'LDT', iconUrl: '', price: 1.5 },
      ],
    })
    // The query still works, alone or with the same id in the body.
    const both = await api.post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [],
      projectId: TEST_PROJECT_ID,
    })
    expect(both.status).toBe(200)
    const body = { currency: 'usd', addresses: [] }
    const cases: [unknown, number, string, RegExp?][] = [
      [body, 400, 'MISSING_PROJECT_ID', /Project ID Not Configured/],
      [{ ...body, projectId: '' }, 400, 'MISSING_PROJECT_ID'],
      [{ ...body, projectId: 42 }, 400, 'BAD_REQUEST', /must be a string/],
      [{ ...body, projectId: ['bc-test'] }, 400, 'BAD_REQUEST'],
      [{ ...body, projectId: { id: 'bc-test' } }, 400, 'BAD_REQUEST'],
      [{ ...body, projectId: true }, 400, 'BAD_REQUEST'],
      [
        { ...body, projectId: 'nope' },
        403,
        'INVALID_PROJECT_ID',
        /Invalid Project ID - update configuration/,
      ],
      [{ ...body, projectId: 'x'.repeat(100_000) }, 413, 'PAYLOAD_TOO_LARGE'],
      [{ ...body, projectId: 'x'.repeat(1000) }, 403, 'INVALID_PROJECT_ID'],
      [{ ...body, projectId: 'bc-test\u0000' }, 400, 'BAD_REQUEST', /NUL/],
      [
        { ...body, projectId: "'; DROP TABLE projects; --" },
        403,
        'INVALID_PROJECT_ID',
      ],
      ['not json', 400, 'BAD_REQUEST', /not valid JSON/],
      ['', 400, 'BAD_REQUEST'],
      ['[1]', 400, 'BAD_REQUEST'],
      [
        { currency: 'usd', addresses: 'x', projectId: TEST_PROJECT_ID },
        400,
        'INVALID_BODY',
      ],
      [
        { currency: 'usd', addresses: [1e300], projectId: TEST_PROJECT_ID },
        400,
        'INVALID_BODY',
      ],
      [
        { currency: 7, addresses: [], projectId: TEST_PROJECT_ID },
        400,
        'INVALID_CURRENCY',
      ],
    ]
    for (const [input, status, code, message] of cases) {
      const response = await price(input)
      const answer = await response.json()
      expect(
        [response.status, answer.code],
        JSON.stringify(input).slice(0, 60),
      ).toEqual([status, code])
      if (message) expect(answer.message).toMatch(message)
    }
    // The project's origin rule applies to a body projectId too.
    const foreign = await price(
      { ...body, projectId: TEST_PROJECT_ID },
      {
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
        },
      },
    )
    expect([foreign.status, (await foreign.json()).message]).toEqual([
      403,
      'origin not allowed',
    ])
    // Query and body naming different projects is refused.
    await createProject(api.db, { id: 'other', name: 'Other' })
    const differ = await api.post('/v1/fungible/price', {
      ...body,
      projectId: 'other',
    })
    expect([differ.status, (await differ.json()).code]).toEqual([
      400,
      'INVALID_BODY',
    ])
  }, 60_000)

  it('GET /v1/profile/suggestions/{name}?zone=reown.id answers with Latch names', async () => {
    const api = await setup(kind)
    for (const zone of [
      'reown.id',
      '.reown.id',
      'wcn.id',
      'REOWN.ID',
      'latch.id',
    ]) {
      const response = await api.get(
        `/v1/profile/suggestions/alice?zone=${zone}`,
      )
      expect(response.status, zone).toBe(200)
      const { suggestions } = await response.json()
      expect(suggestions[0]).toEqual({
        name: 'alice.latch.id',
        registered: false,
      })
      expect(
        suggestions.every((s: { name: string }) =>
          s.name.endsWith('.latch.id'),
        ),
      ).toBe(true)
    }
    const cases: [string, number, string][] = [
      ['/v1/profile/suggestions/alice?zone=eth', 400, 'UNSUPPORTED_ZONE'],
      ['/v1/profile/suggestions/alice?zone=', 400, 'UNSUPPORTED_ZONE'],
      [
        '/v1/profile/suggestions/alice?zone=reown.id.evil',
        400,
        'UNSUPPORTED_ZONE',
      ],
      [
        `/v1/profile/suggestions/alice?zone=${'x'.repeat(300)}`,
        400,
        'INVALID_PARAMETER',
      ],
      [
        '/v1/profile/suggestions/alice?zone=reown.id&zone=wcn.id',
        400,
        'INVALID_PARAMETER',
      ],
      ['/v1/profile/suggestions/alice?zone=reown%00.id', 400, 'BAD_REQUEST'],
      ['/v1/profile/suggestions/al%20ice?zone=reown.id', 400, 'INVALID_NAME'],
    ]
    for (const [path, status, code] of cases) {
      const response = await api.get(path)
      expect([path, response.status, (await response.json()).code]).toEqual([
        path,
        status,
        code,
      ])
    }
    const unknown = await api.request(
      '/v1/profile/suggestions/alice?zone=reown.id&projectId=nope',
    )
    expect([unknown.status, (await unknown.json()).code]).toEqual([
      403,
      'INVALID_PROJECT_ID',
    ])
  }, 60_000)

  it('GET /v1/sessions/{caipAddress} answers the empty shape the client reads', async () => {
    const api = await setup(kind)
    for (const account of [
      `eip155:1:${address}`,
      `eip155:31337:${address.toLowerCase()}`,
      address,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    ]) {
      const response = await api.get(`/v1/sessions/${account}`)
      expect(response.status, account).toBe(200)
      expect(await response.json()).toEqual({ pcis: [], sessions: [] })
    }
    const revoke = await api.post(`/v1/sessions/eip155:1:${address}/revoke`, {
      pci: '0xabcd',
      signature: '0x00',
    })
    expect([revoke.status, (await revoke.json()).code]).toEqual([
      404,
      'SESSION_NOT_FOUND',
    ])
    const bad = [
      'eip155:1:0x12',
      `eip155::${address}`,
      `eip155:1:${address}:extra`,
      `nope:1:${address}`,
      `eip155:${'9'.repeat(40)}:${address}`,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0OIl',
      `bip122:000000000019d6689c085ae165831e93:${address}`,
      ':',
      'x'.repeat(3000),
      encodeURIComponent(`eip155:1:${address}%27;--`),
    ]
    for (const account of bad) {
      const response = await api.get(`/v1/sessions/${account}`)
      expect([
        account.slice(0, 40),
        response.status,
        (await response.json()).code,
      ]).toEqual([account.slice(0, 40), 400, 'INVALID_ADDRESS'])
    }
    const nul = await api.get(`/v1/sessions/eip155:1:${address}%00`)
    expect(nul.status).toBe(400)
    const unknown = await api.request(
      `/v1/sessions/eip155:1:${address}?projectId=nope`,
    )
    expect(unknown.status).toBe(403)
    const noProject = await api.request(`/v1/sessions/eip155:1:${address}`)
    expect([noProject.status, (await noProject.json()).message]).toEqual([
      400,
      'Project ID Not Configured',
    ])
  }, 60_000)
})
