import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testChain } from '../../test/blockchain/createBlockchainTestApi.js'
import {
  createSiwxTestApi,
  SIWX_PROJECT_ID,
} from '../../test/siwx/createSiwxTestApi.js'
import { dbKinds } from '../../test/testDbs.js'
import { startApi } from '../app/startApi.js'
import { createBlockchainExtension } from '../blockchain/createBlockchainExtension.js'
import { getBlockchainSettings } from '../blockchain/settings/getBlockchainSettings.js'
import { DEV_PROJECT_ID } from '../projects/seedDevProject.js'

const alice = privateKeyToAccount(generatePrivateKey())
let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describe('SIWX over HTTP (startApi, the dev project)', () => {
  it('signs a page in and knows it by its cookie', async () => {
    const api = await startApi({
      port: 0,
      dataDir: 'memory',
      seedDevProject: true,
      extensions: [
        createBlockchainExtension({
          settings: getBlockchainSettings({
            env: {},
            chains: [testChain(31337, anvil.url)],
          }),
          indexer: false,
        }),
      ],
    })
    try {
      // What a page on http://127.0.0.1:5173 (the demo) sends.
      const page = 'http://127.0.0.1:5173'
      const at = (path: string) =>
        `${api.url}/v1/siwx/${path}?projectId=${DEV_PROJECT_ID}`
      const preflight = await fetch(at('verify'), {
        method: 'OPTIONS',
        headers: {
          origin: page,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-credentials')).toBe(
        'true',
      )
      const { nonce } = (await (
        await fetch(at('nonce'), { method: 'POST', headers: { origin: page } })
      ).json()) as { nonce: string }
      const message = createSiweMessage({
        domain: '127.0.0.1:5173',
        uri: `${page}/`,
        address: alice.address,
        chainId: 31337,
        version: '1',
        nonce,
        issuedAt: new Date(),
      })
      const res = await fetch(at('verify'), {
        method: 'POST',
        headers: { origin: page, 'content-type': 'application/json' },
        body: JSON.stringify({
          message,
          signature: await alice.signMessage({ message }),
        }),
      })
      expect(res.status).toBe(200)
      const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? ''
      expect(cookie).toMatch(/^latch_siwx_latch-demo=[A-Za-z0-9_-]{43}$/)
      const who = await fetch(at('session'), {
        headers: { origin: page, cookie },
      })
      expect(who.status).toBe(200)
      const { session } = (await who.json()) as { session: { account: string } }
      expect(session.account).toBe(`eip155:31337:${alice.address}`)
    } finally {
      await api.close()
    }
  })
})

describe.each(dbKinds)('SIWX bounds on %s', (kind) => {
  it('rate-limits per client IP with 429 and Retry-After', async () => {
    const { app } = await createSiwxTestApi({
      kind,
      rpcUrls: [anvil.url, anvil.url],
      siwx: { nonceRateLimit: { ratePerSecond: 0.01, burst: 2 } },
    })
    const nonce = () =>
      app.request(`http://localhost/v1/siwx/nonce?projectId=${SIWX_PROJECT_ID}`)
    expect((await nonce()).status).toBe(200)
    expect((await nonce()).status).toBe(200)
    const limited = await nonce()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { code: string }).code).toBe(
      'RATE_LIMITED',
    )
  })
})
