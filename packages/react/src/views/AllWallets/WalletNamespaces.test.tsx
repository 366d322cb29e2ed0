// @vitest-environment node
import { importWallets } from '@latch/api'
import { devnet, devnet2, solanaLocalnet } from '@latch/common'
import { type CreateConfigParameters, switchNetwork } from '@latch/core'
import { startTestApi } from '@latch/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')
type RenderLatch = typeof import('../../../test/renderLatch.js')['renderLatch']

// The real Latch API with a directory of EVM, Solana, Bitcoin and
// multi-namespace wallets; the Latch Dev Wallet (EIP-6963, eip155) is
// installed through the fixture.
const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
const wallet = (id: string, name: string, chains: string[], rank: number) => ({
  id,
  name,
  color: '#334155',
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: `https://${id}.example/app`,
  chains,
  rank,
})
let api: Awaited<ReturnType<typeof startTestApi>>
let teardown: () => Promise<void>
let rtl: Rtl
let renderLatch: RenderLatch
beforeAll(async () => {
  api = await startTestApi({
    wallets: 0,
    onDbReady: (db) =>
      db.transaction(async (tx) => {
        await importWallets(tx, {
          wallets: [
            {
              ...wallet(
                'latch-dev-wallet',
                'Latch Dev Wallet',
                ['eip155:31337'],
                1,
              ),
              rdns: 'dev.latch.wallet',
            },
            wallet('evm-wallet', 'Evm Wallet', ['eip155:1'], 2),
            wallet(
              'sol-wallet',
              'Sol Wallet',
              ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
              3,
            ),
            wallet('btc-wallet', 'Btc Wallet', [bitcoin], 4),
            wallet(
              'all-wallet',
              'All Wallet',
              ['eip155:1', solanaLocalnet.caipNetworkId, bitcoin],
              5,
            ),
          ],
        })
      }),
  })
  teardown = await withDom()
  rtl = await import('@testing-library/react')
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterAll(async () => {
  await api?.close()
  await teardown?.()
})
afterEach(() => rtl.cleanup())

async function openAllWallets(networks: CreateConfigParameters['networks']) {
  const { fireEvent, screen, within } = rtl
  const { latch } = renderLatch(undefined, {
    projectId: api.projectId,
    apiUrl: api.url,
    networks,
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const recommended = await within(connect).findByRole('list', {
    name: 'Recommended',
  })
  const recommendedNames = within(recommended)
    .getAllByRole('link')
    .map((link) => link.textContent)
  fireEvent.click(within(connect).getByRole('button', { name: 'All Wallets' }))
  const all = await screen.findByRole('dialog', { name: 'All Wallets' })
  // The view is a lazy chunk: its search box comes with it.
  await within(all).findByRole('searchbox', { name: 'Search wallet' })
  await rtl.waitFor(() =>
    expect(within(all).queryByText('Loading wallets…')).toBeNull(),
  )
  return { connect, all, recommendedNames, latch }
}

describe('wallet lists by namespace', () => {
  it('on eip155 offers the EVM wallets, each tagged with its namespaces', async () => {
    const { within } = rtl
    const { all, recommendedNames } = await openAllWallets([devnet, devnet2])
    expect(recommendedNames).toEqual([
      'Evm WalletEVMNot installed',
      'All WalletEVM, Solana, BitcoinNot installed',
    ])
    // The installed dev wallet, by its accessible name with its namespace.
    expect(
      within(all).getByRole('button', { name: 'Latch Dev Wallet EVM' }),
    ).toBeTruthy()
    const names = () =>
      within(all)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    // The directory's rows follow the installed one (the list's chunk and
    // the directory page arrive separately): awaited, as the other views'.
    await rtl.waitFor(() =>
      expect(names()).toEqual([
        // (The dev wallet's monogram icon is drawn by CSS: no text.)
        'Latch Dev WalletEVM',
        'Evm WalletEVMNot installed',
        'All WalletEVM, Solana, BitcoinNot installed',
      ]),
    )
    expect(within(all).queryByText(/Sol Wallet|Btc Wallet/)).toBeNull()
  })

  it('on solana offers only Solana wallets: never the EVM-only installed one', async () => {
    const { within } = rtl
    const { connect, all, recommendedNames } = await openAllWallets([
      solanaLocalnet,
      devnet,
    ])
    expect(recommendedNames).toEqual([
      'Sol WalletSolanaNot installed',
      'All WalletEVM, Solana, BitcoinNot installed',
    ])
    expect(
      within(all).getByRole('link', { name: 'Open Sol Wallet web app' }),
    ).toBeTruthy()
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sol WalletSolanaNot installed',
      'All WalletEVM, Solana, BitcoinNot installed',
    ])
    expect(
      within(all).queryByRole('button', { name: /Latch Dev Wallet/ }),
    ).toBeNull()
    expect(
      within(connect).queryByRole('button', { name: /Latch Dev Wallet/ }),
    ).toBeNull()
  })

  it('reloads the list when the active namespace changes while it shows', async () => {
    const { within, waitFor } = rtl
    const { all, latch } = await openAllWallets([devnet, solanaLocalnet])
    expect(within(all).queryByText('Sol Wallet')).toBeNull()
    await rtl.act(() =>
      switchNetwork(latch.config, { network: solanaLocalnet }),
    )
    await waitFor(() =>
      expect(
        within(all)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Sol WalletSolanaNot installed',
        'All WalletEVM, Solana, BitcoinNot installed',
      ]),
    )
  })
})
