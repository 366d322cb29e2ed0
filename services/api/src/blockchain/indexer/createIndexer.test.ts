import {
  devAccounts,
  type StartAnvilReturnType,
  seedDevnet,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'
import type { HistoryTransaction } from '../history/HistoryTransaction.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import { createIndexer } from './createIndexer.js'

const alice = devAccounts[1]!
const bob = devAccounts[2]!.address
const carol = devAccounts[3]!.address
let one: StartAnvilReturnType
let two: StartAnvilReturnType

beforeAll(async () => {
  ;[one, two] = await Promise.all([
    startAnvil({ port: 0 }),
    startAnvil({ port: 0, chainId: 31338 }),
  ])
  await Promise.all([
    seedDevnet({ rpcUrl: one.url }),
    seedDevnet({ rpcUrl: two.url }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

async function send(
  url: string,
  chainId: number,
  to: `0x${string}`,
  eth: string,
) {
  const wallet = devnetWallet(url, alice, chainId)
  const hash = await wallet.sendTransaction({ to, value: parseEther(eth) })
  await waitForReceipt(wallet, hash)
  return hash
}

async function history(
  api: Awaited<ReturnType<typeof createBlockchainTestApi>>,
  address: string,
  query = '',
) {
  const res = await api.get(`/v1/account/${address}/history${query}`)
  expect(res.status).toBe(200)
  return (await res.json()).data as HistoryTransaction[]
}

describe('createIndexer', () => {
  it('indexes two chains block by block and resumes from the database', async () => {
    const hash2 = await send(two.url, 31338, bob, '2')
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, one.url), testChain(31338, two.url)],
      overrides: {
        indexer: { pollIntervalMs: 50, reorgDepth: 3, maxBlocksPerPass: 1 },
      },
    })
    const first = await api.indexer.indexOnce()
    expect(first.errors).toEqual([])
    expect(
      first.results.map((r) => [r.chainId, r.lastBlock, r.indexed]),
    ).toEqual([
      ['eip155:31337', 0, 1],
      ['eip155:31338', 0, 1],
    ])
    for (let i = 0; i < 10; i++) await api.indexer.indexOnce()
    const again = createIndexer({ db: api.db, settings: api.settings })
    const resumed = await again.indexOnce()
    expect(resumed.results.every((r) => r.indexed === 0)).toBe(true)
    expect(resumed.results.map((r) => r.lastBlock)).toEqual(
      resumed.results.map((r) => r.head),
    )

    const both = await history(api, bob)
    expect(new Set(both.map((t) => t.metadata.chain))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
    const onTwo = await history(api, bob, '?chainId=eip155:31338')
    expect(onTwo.every((t) => t.metadata.chain === 'eip155:31338')).toBe(true)
    expect(onTwo.map((t) => t.metadata.hash)).toContain(hash2)
    await api.db.close()
  }, 60_000)

  it('drops and re-indexes blocks the node no longer has (reorg)', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, one.url)],
      overrides: {
        indexer: { pollIntervalMs: 50, reorgDepth: 2, maxBlocksPerPass: 100 },
      },
    })
    await api.indexer.indexOnce()
    const snapshot = await rpcRequest<string>({
      url: one.url,
      method: 'evm_snapshot',
    })
    const orphan = await send(one.url, 31337, bob, '1')
    await rpcRequest({ url: one.url, method: 'anvil_mine', params: ['0x3'] })
    await api.indexer.indexOnce()
    expect((await history(api, bob)).map((t) => t.metadata.hash)).toContain(
      orphan,
    )

    await rpcRequest({ url: one.url, method: 'evm_revert', params: [snapshot] })
    // Ensure a different block at the same height: different time, other tx.
    await rpcRequest({ url: one.url, method: 'evm_increaseTime', params: [60] })
    const replacement = await send(one.url, 31337, carol, '3')
    await rpcRequest({ url: one.url, method: 'anvil_mine', params: ['0x5'] })
    const { results } = await api.indexer.indexOnce()
    expect(results[0]?.rolledBack).toBeGreaterThan(0)
    expect(results[0]?.lastBlock).toBe(results[0]?.head)
    expect((await history(api, bob)).map((t) => t.metadata.hash)).not.toContain(
      orphan,
    )
    expect((await history(api, carol)).map((t) => t.metadata.hash)).toContain(
      replacement,
    )
    await api.db.close()
  }, 60_000)

  it('forgets a chain whose node was restarted from scratch', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, one.url)],
    })
    await api.indexer.indexOnce()
    expect((await history(api, bob)).length).toBeGreaterThan(0)
    const fresh = await startAnvil({ port: 0 })
    try {
      const settings = {
        ...api.settings,
        chains: [testChain(31337, fresh.url)],
      }
      const restarted = createIndexer({ db: api.db, settings })
      const { results } = await restarted.indexOnce()
      expect(results[0]).toMatchObject({ lastBlock: 0, head: 0, indexed: 1 })
      expect(results[0]?.rolledBack).toBeGreaterThan(0)
      expect(await history(api, bob)).toEqual([])
    } finally {
      await fresh.stop()
    }
    await api.db.close()
  }, 60_000)

  it('polls with start() and stops with stop(); a dead node is reported', async () => {
    const errors: number[] = []
    const api = await createBlockchainTestApi({
      chains: [
        testChain(31337, one.url),
        testChain(31339, 'http://127.0.0.1:9'),
      ],
      overrides: {
        indexer: { pollIntervalMs: 30, reorgDepth: 3, maxBlocksPerPass: 100 },
      },
    })
    const indexer = createIndexer({
      db: api.db,
      settings: api.settings,
      onError: (_, chainId) => errors.push(chainId),
    })
    indexer.start()
    const hash = await send(one.url, 31337, carol, '0.5')
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline) {
      const found = (await history(api, carol)).some(
        (t) => t.metadata.hash === hash,
      )
      if (found) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await indexer.stop()
    expect((await history(api, carol)).map((t) => t.metadata.hash)).toContain(
      hash,
    )
    expect(errors.length).toBeGreaterThan(0)
    expect(new Set(errors)).toEqual(new Set([31339]))
    await api.db.close()
  }, 60_000)
})
