import { importWallets } from '@latch/api'
import { devnet, solanaLocalnet } from '@latch/common'
import { startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { getWalletDirectory } from './getWalletDirectory.js'

// The real Latch API (PGlite) with a directory of one-namespace and
// multi-namespace wallets.
const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
const wallet = (id: string, chains: string[], rank: number) => ({
  id,
  name: id,
  color: '#334155',
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chains,
  rank,
})
let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi({
    wallets: 0,
    onDbReady: (db) =>
      db.transaction(async (tx) => {
        await importWallets(tx, {
          wallets: [
            wallet('evm', ['eip155:1'], 1),
            wallet('sol', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], 2),
            wallet('btc', [bitcoin], 3),
            wallet(
              'multi',
              ['eip155:1', solanaLocalnet.caipNetworkId, bitcoin],
              4,
            ),
          ],
        })
      }),
  })
}, 60_000)
afterAll(() => api?.close())

const configWith = (networks: Parameters<typeof createConfig>[0]['networks']) =>
  createConfig({
    projectId: api.projectId,
    networks,
    storage: memoryStorage(),
    multiInjectedProviderDiscovery: false,
    apiUrl: api.url,
  })
const ids = (page: Awaited<ReturnType<typeof getWalletDirectory>>) =>
  page.wallets.map((w) => [w.id, w.namespaces])

describe('getWalletDirectory', () => {
  it('asks for the active namespace: eip155', async () => {
    const page = await getWalletDirectory(configWith([devnet, solanaLocalnet]))
    expect(ids(page)).toEqual([
      ['evm', ['eip155']],
      ['multi', ['eip155', 'solana', 'bip122']],
    ])
    expect(page.count).toBe(2)
    expect(page.wallets[0]?.imageUrl).toMatch(`${api.url}/getWalletImage/evm?`)
  })

  it('asks for the active namespace: solana (a local chain no wallet lists by id)', async () => {
    const page = await getWalletDirectory(configWith([solanaLocalnet, devnet]))
    expect(ids(page)).toEqual([
      ['sol', ['solana']],
      ['multi', ['eip155', 'solana', 'bip122']],
    ])
  })

  it('takes explicit CAIP-2 ids or namespaces', async () => {
    const config = configWith([devnet])
    expect(
      ids(
        await getWalletDirectory(config, {
          chains: [solanaLocalnet.caipNetworkId],
        }),
      ),
    ).toEqual([['multi', ['eip155', 'solana', 'bip122']]])
    expect(
      ids(
        await getWalletDirectory(config, { chains: ['bip122', 'solana'] }),
      ).map(([id]) => id),
    ).toEqual(['sol', 'btc', 'multi'])
    // Each filter is its own cache entry.
    expect((await getWalletDirectory(config, { chains: [] })).count).toBe(4)
  })

  it('refuses a malformed chain list with the API error, not a crash', async () => {
    await expect(
      getWalletDirectory(configWith([devnet]), { chains: ['not a chain'] }),
    ).rejects.toThrow(/chains/)
  })
})
