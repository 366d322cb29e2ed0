import { describe, expect, test } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../../test/blockchain/createBlockchainTestApi.js'
import { createTestApp, dbKinds } from '../../test/testDbs.js'
import { createProject } from '../projects/createProject.js'

const nested = (depth: number, inner = '1') =>
  '['.repeat(depth) + inner + ']'.repeat(depth)
const nestedObject = (depth: number) =>
  `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

const admin = { authorization: 'Bearer s3cret' }
const json = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
})

describe.each(dbKinds)(
  'input that PostgreSQL refuses is a 400 on %s',
  (kind) => {
    test('NUL in a JSON string or key, deep nesting, lone surrogates: 400, nothing stored', async () => {
      const { db, request } = await createTestApp(kind, {
        adminToken: 's3cret',
        analytics: {
          ipRateLimit: { ratePerSecond: 1000, burst: 1000 },
          projectRateLimit: { ratePerSecond: 1000, burst: 1000 },
        },
      })
      await createProject(db, {
        id: 'shop',
        name: 'Shop',
        allowedOrigins: [],
        analyticsEnabled: true,
      })
      const event = (props: string) =>
        `{"eventId":"e1","url":"https://shop.example/","domain":"shop.example","timestamp":1760000000000,"props":${props}}`
      const cases: [string, string, RegExp][] = [
        ['/e?projectId=shop', event('{"a":"x\\u0000y"}'), /NUL/],
        ['/e?projectId=shop', event('{"x\\u0000":"y"}'), /NUL/],
        ['/e?projectId=shop', event('{"a":"\\ud800"}'), /lone surrogates/],
        [
          '/e?projectId=shop',
          event(nestedObject(40)),
          /nested deeper than 32 levels/,
        ],
        ['/e?projectId=shop', event(nested(7_000)), /nested deeper than 32/],
        ['/admin/projects', '{"id":"p2","name":"a\\u0000b"}', /NUL/],
        ['/admin/projects', nested(5_000, '{}'), /nested deeper|JSON object/],
      ]
      for (const [path, body, message] of cases) {
        const response = await request(path, json(body, admin))
        expect(response.status, `${path} ${body.slice(0, 80)}`).toBe(400)
        expect((await response.json()).message).toMatch(message)
      }
      expect(
        await db.query('SELECT count(*)::int AS n FROM analytics_events'),
      ).toEqual([{ n: 0 }])
      // Within the bound, nesting is fine.
      const ok = await request(
        '/e?projectId=shop',
        json(event(`{"deep":${nestedObject(30)}}`)),
      )
      expect(ok.status).toBe(202)
    })

    test('NUL in the path or query: 400 before any route, never 500', async () => {
      const { request } = await createTestApp(kind, { adminToken: 's3cret' })
      for (const path of [
        '/admin/projects/%00',
        '/admin/projects/a%00b',
        '/getWalletImage/%00',
        '/getWallets?projectId=%00',
        '/getWallets?projectId=latch&search=%00',
        '/projects/v1/origins?projectId=x%00',
        '/getAnalyticsConfig?projectId=%00',
        '/e?projectId=shop&st=%00',
        '/nope/%00',
      ]) {
        const response = await request(path, { headers: admin })
        expect(response.status, path).toBe(400)
        expect(await response.json(), path).toEqual({
          code: 'BAD_REQUEST',
          message: 'The path and query must not contain NUL characters (%00)',
        })
      }
    })

    test('RPC proxy: deep params are a 400, not a 502; NUL too', async () => {
      const api = await createBlockchainTestApi({
        kind,
        // Nothing listens there: a request that got through would be a 502.
        chains: [testChain(31337, 'http://127.0.0.1:9')],
      })
      const rpc = (body: string) =>
        api.request(
          `/v1/?chainId=eip155:31337&projectId=${TEST_PROJECT_ID}`,
          json(body),
        )
      for (const params of [nested(40), nested(200_000)]) {
        const response = await rpc(
          `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${params}}`,
        )
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          code: 'BAD_REQUEST',
          message: 'Body must not be nested deeper than 32 levels',
        })
      }
      const nul = await rpc(
        '{"jsonrpc":"2.0","id":1,"method":"eth_call","params":["\\u0000"]}',
      )
      expect(nul.status).toBe(400)
      // Not JSON at all is still the JSON-RPC parse error.
      const parse = await rpc('{nope')
      expect(parse.status).toBe(400)
      expect((await parse.json()).error.code).toBe(-32700)
    })
  },
)
