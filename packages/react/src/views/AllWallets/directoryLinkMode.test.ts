import { importWallets } from '@latch/api'
import { devnet } from '@latch/common'
import { createConfig, getWalletDirectory, memoryStorage } from '@latch/core'
import { startTestApi } from '@latch/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { mergeWallets } from './mergeWallets.js'

// A directory wallet's `link_mode` (latch-api, real, on PGlite) names the
// wallet's link in the list entry the Connect and All Wallets views hand
// to `openWalletConnect` (`WalletConnectWallet.linkMode`), so choosing it
// signs in by link when the app has `redirect.linkMode`.
const wallet = (id: string, link_mode: string | null) => ({
  id,
  name: id,
  color: '#334155',
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: `https://${id}.example/`,
  link_mode,
  chains: ['eip155:31337'],
})
let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi({
    wallets: 0,
    onDbReady: (db) =>
      db.transaction(async (tx) => {
        await importWallets(tx, {
          wallets: [
            wallet('linked', 'https://linked.example/wc'),
            wallet('plain', null),
          ],
        })
      }),
  })
}, 60_000)
afterAll(() => api?.close())

test('a directory wallet with link_mode is listed with it as linkMode; one without, without', async () => {
  const config = createConfig({
    projectId: api.projectId,
    networks: [devnet],
    storage: memoryStorage(),
    multiInjectedProviderDiscovery: false,
    apiUrl: api.url,
  })
  const { wallets } = await getWalletDirectory(config)
  const entries = mergeWallets(config, [], wallets)
  expect(entries.map((w) => [w.id, w.linkMode])).toEqual([
    ['linked', 'https://linked.example/wc'],
    ['plain', undefined],
  ])
})
