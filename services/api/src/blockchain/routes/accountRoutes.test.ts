import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  demoTokenBytecode,
  devAccounts,
  type StartAnvilReturnType,
  seedDevnet,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import fc from 'fast-check'
import { parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_ORIGIN,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'
import { dbKinds } from '../../../test/testDbs.js'
import type { HistoryTransaction } from '../history/HistoryTransaction.js'

const [, , , , , alice, bob, spammer] = devAccounts as typeof devAccounts &
  { address: `0x${string}` }[]
let anvil: StartAnvilReturnType
let spamToken: `0x${string}`
let hashes: { eth: `0x${string}`; ldt: `0x${string}`; spam: `0x${string}` }

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  const a = devnetWallet(anvil.url, alice!)
  const s = devnetWallet(anvil.url, spammer!)
  const deploy = await s.deployContract({
    abi: demoTokenAbi,
    bytecode: demoTokenBytecode,
    args: [[spammer!.address], parseEther('1000')],
  })
  const receipt = await waitForReceipt(s, deploy)
  spamToken = receipt.contractAddress!
  const eth = await a.sendTransaction({
    to: bob!.address,
    value: parseEther('1.5'),
  })
  await waitForReceipt(a, eth)
  const ldt = await a.writeContract({
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'transfer',
    args: [bob!.address, parseUnits('250', 18)],
  })
  await waitForReceipt(a, ldt)
  const spam = await s.writeContract({
    address: spamToken,
    abi: demoTokenAbi,
    functionName: 'transfer',
    args: [bob!.address, parseEther('7')],
  })
  await waitForReceipt(s, spam)
  hashes = { eth, ldt, spam }
}, 60_000)
afterAll(() => anvil?.stop())

async function setup(kind: (typeof dbKinds)[number], pageSize = 20) {
  const api = await createBlockchainTestApi({
    kind,
    chains: [testChain(31337, anvil.url, { spamTokens: [spamToken] })],
    overrides: { historyPageSize: pageSize },
  })
  const { errors } = await api.indexer.indexOnce()
  expect(errors).toEqual([])
  return api
}

describe.each(dbKinds)('account routes on %s', (kind) => {
  it('balance: native and LDT, priced in USD', async () => {
    const api = await setup(kind)
    const res = await api.get(
      `/v1/account/${bob!.address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=true`,
    )
    expect(res.status).toBe(200)
    const { balances } = await res.json()
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 10_001.5 * 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10001.5' },
        iconUrl: '',
      },
      {
        name: 'Latch Demo Token',
        symbol: 'LDT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${DEMO_TOKEN_ADDRESS}`,
        value: 1_000_250 * 1.5,
        price: 1.5,
        quantity: { decimals: '18', numeric: '1000250' },
        iconUrl: '',
      },
    ])
    // Without chainId: every configured chain; lower-case address works.
    const all = await api.get(
      `/v1/account/${bob!.address.toLowerCase()}/balance?currency=usd`,
    )
    expect((await all.json()).balances).toHaveLength(2)
    await api.db.close()
  }, 60_000)

  it('history: both transfers with directions, spam flagged', async () => {
    const api = await setup(kind)
    const res = await api.get(
      `/v1/account/${bob!.address}/history?chainId=eip155:31337`,
    )
    expect(res.status).toBe(200)
    const page = (await res.json()) as {
      data: HistoryTransaction[]
      next?: string
    }
    expect(page.next).toBeUndefined()
    expect(page.data.map((t) => t.metadata.hash)).toEqual([
      hashes.spam,
      hashes.ldt,
      hashes.eth,
      expect.any(String), // the seed deployment minted LDT to bob
    ])
    const [spam, ldt, eth, mint] = page.data
    expect(ldt).toEqual({
      id: `eip155:31337:${hashes.ldt}`,
      metadata: {
        operationType: 'receive',
        hash: hashes.ldt,
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentFrom: alice!.address,
        sentTo: DEMO_TOKEN_ADDRESS,
        status: 'confirmed',
        nonce: 1,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: { name: 'Latch Demo Token', symbol: 'LDT' },
          direction: 'in',
          // The people, not the token contract the transaction went to.
          sender: alice!.address,
          recipient: bob!.address,
          quantity: { numeric: '250' },
          price: 1.5,
          value: 375,
        },
      ],
    })
    expect(eth?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: alice!.address,
      sentTo: bob!.address,
      nonce: 0,
    })
    expect(eth?.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        direction: 'in',
        sender: alice!.address,
        recipient: bob!.address,
        quantity: { numeric: '1.5' },
        price: 3000,
        value: 4500,
      },
    ])
    expect(mint?.metadata.operationType).toBe('mint')
    // The spam token is unlisted: its metadata came from the chain.
    expect(spam?.transfers).toEqual([
      {
        fungible_info: { name: 'Latch Demo Token', symbol: 'LDT' },
        direction: 'in',
        sender: spammer!.address,
        recipient: bob!.address,
        quantity: { numeric: '7' },
        price: 1.5,
        value: 10.5,
        nft_info: { flags: { is_spam: true } },
      },
    ])

    const sender = await api.get(`/v1/account/${alice!.address}/history`)
    const sent = (await sender.json()).data as HistoryTransaction[]
    expect(sent.slice(0, 2).map((t) => t.metadata.operationType)).toEqual([
      'send',
      'send',
    ])
    expect(sent[0]?.transfers[0]?.direction).toBe('out')
    // On-ramp history is not served.
    const onramp = await api.get(
      `/v1/account/${bob!.address}/history?onramp=coinbase`,
    )
    expect(await onramp.json()).toEqual({ data: [] })
    await api.db.close()
  }, 60_000)

  it('history pages through the cursor without gaps or repeats', async () => {
    const api = await setup(kind, 1)
    const everything = await setup(kind, 100)
    const full = (
      await (await everything.get(`/v1/account/${bob!.address}/history`)).json()
    ).data.map((t: HistoryTransaction) => t.id)
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const res = await api.get(
        `/v1/account/${bob!.address}/history${cursor ? `?cursor=${cursor}` : ''}`,
      )
      expect(res.status).toBe(200)
      const page = await res.json()
      expect(page.data.length).toBeLessThanOrEqual(1)
      seen.push(...page.data.map((t: HistoryTransaction) => t.id))
      cursor = page.next
    } while (cursor)
    expect(seen).toEqual(full)
    expect(full).toHaveLength(4)
    await api.db.close()
    await everything.db.close()
  }, 60_000)

  it('answers bad input with 4xx JSON, never 500', async () => {
    const api = await setup(kind)
    const bob_ = bob!.address
    const cases: [string, number, string][] = [
      ['/v1/account/0x123/balance', 400, 'INVALID_ADDRESS'],
      ['/v1/account/not-an-address/history', 400, 'INVALID_ADDRESS'],
      [`/v1/account/${bob_}/balance?currency=eur`, 400, 'INVALID_CURRENCY'],
      [`/v1/account/${bob_}/balance?chainId=foo`, 400, 'INVALID_CHAIN_ID'],
      [
        `/v1/account/${bob_}/balance?chainId=eip155:1`,
        400,
        'UNSUPPORTED_CHAIN',
      ],
      [`/v1/account/${bob_}/history?cursor=abc`, 400, 'INVALID_CURSOR'],
      // NUL anywhere in the query: refused before any route (nulGuard).
      [`/v1/account/${bob_}/history?cursor=%00`, 400, 'BAD_REQUEST'],
      [`/v1/account/${bob_}/history?chainId=eip155:0`, 400, 'INVALID_CHAIN_ID'],
      [
        `/v1/account/${bob_}/history?chainId=eip155:1&chainId=eip155:2`,
        400,
        'INVALID_PARAMETER',
      ],
    ]
    for (const [path, status, code] of cases) {
      const res = await api.get(path)
      expect([path, res.status]).toEqual([path, status])
      const body = await res.json()
      expect(body.code).toBe(code)
      expect(body.message).toEqual(expect.any(String))
    }
    // The project middleware guards every route.
    const noProject = await api.request(`/v1/account/${bob_}/balance`)
    expect(noProject.status).toBe(400)
    const unknown = await api.request(
      `/v1/account/${bob_}/history?projectId=nope`,
    )
    expect(unknown.status).toBe(403)
    const origin = await api.app.request(
      `http://localhost/v1/account/${bob_}/history?projectId=bc-test`,
      { headers: { origin: 'https://evil.example' } },
    )
    expect(origin.status).toBe(403)
    const allowed = await api.app.request(
      `http://localhost/v1/account/${bob_}/history?projectId=bc-test`,
      { headers: { origin: TEST_ORIGIN } },
    )
    expect(allowed.status).toBe(200)
    await api.db.close()
  }, 60_000)

  it('history query parameters: any input is 200 or 400 (fast-check)', async () => {
    const api = await setup(kind, 2)
    const param = fc.option(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('eip155:31337', 'eip155:1', '31337', ''),
        fc.base64String({ maxLength: 120 }),
      ),
      { nil: undefined },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(bob!.address as string), fc.string()),
        param,
        param,
        param,
        async (address, cursor, chainId, onramp) => {
          const query = new URLSearchParams()
          if (cursor !== undefined) query.set('cursor', cursor)
          if (chainId !== undefined) query.set('chainId', chainId)
          if (onramp !== undefined) query.set('onramp', onramp)
          const res = await api.get(
            `/v1/account/${encodeURIComponent(address)}/history?${query}`,
          )
          expect([200, 400, 404]).toContain(res.status)
          const body = await res.json()
          if (res.status === 200) expect(Array.isArray(body.data)).toBe(true)
          else expect(typeof body.code).toBe('string')
        },
      ),
      { numRuns: 150 },
    )
    await api.db.close()
  }, 120_000)
})
