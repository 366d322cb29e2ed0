// @vitest-environment node

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { memoryStorage, setAddressLabel } from '@latch/core'
import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  openAccountView,
  startViewStack,
  type ViewStack,
} from '../../../test/viewStack.js'

type Rtl = ViewStack['rtl']

// Real peers: a seeded devnet, the real Latch API with its blockchain
// extension, and the Latch Dev Wallet. The DOM comes after the servers.
let stack: ViewStack
let rtl: Rtl
const ACCOUNT = devAccounts[0]?.address as Address
const OTHER = devAccounts[1]?.address as Address

/** The hashes of the account's two sends, made before any test runs. */
const sends: string[] = []

/**
 * Resolves once the API's history of ACCOUNT holds `hashes`: Activity
 * loads the history once, and the indexer reaches the blocks after the
 * devnet's seeds (tokens, NFTs, smart-account contracts) in its own time.
 */
async function historyHas(hashes: readonly string[]) {
  const { api } = stack
  const history = new URL(`/v1/account/${ACCOUNT}/history`, api.url)
  history.searchParams.set('projectId', api.projectId)
  history.searchParams.set('chainId', 'eip155:31337')
  await expect
    .poll(
      async () => {
        const { data } = (await (await fetch(history)).json()) as {
          data: { metadata: { hash: string } }[]
        }
        return hashes.every((hash) =>
          data.some((t) => t.metadata.hash === hash),
        )
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true)
}

beforeAll(async () => {
  stack = await startViewStack({
    // 1 ETH and 5 LDT to OTHER, from dev account 0 (anvil signs).
    async beforeApi(rpcUrl) {
      const send = async (transaction: {
        to: Address
        value?: Hex
        data?: Hex
      }) => {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(30_000),
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_sendTransaction',
            params: [{ from: ACCOUNT, ...transaction }],
          }),
        })
        sends.push(((await response.json()) as { result: string }).result)
      }
      await send({ to: OTHER, value: '0xde0b6b3a7640000' })
      await send({
        to: DEMO_TOKEN_ADDRESS as Address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [OTHER, 5n * 10n ** 18n],
        }),
      })
    },
  })
  rtl = stack.rtl
}, 120_000)
afterAll(() => stack?.close())
afterEach(() => rtl.cleanup())

/** Account, with the API at `apiUrl` or none (null). */
const openAccount = (apiUrl: string | null) =>
  openAccountView(stack, { apiUrl })

describe('Account', () => {
  it('shows Tokens, NFTs and Activity as ARIA tabs with API data', async () => {
    const { fireEvent, within } = rtl
    await historyHas(sends)
    const { dialog } = await openAccount(stack.api.url)
    const tablist = within(dialog).getByRole('tablist', {
      name: 'Account sections',
    })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
    const tokens = within(tablist).getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' })
    await within(panel).findByText('Latch Demo Token')
    expect(within(panel).getByText('999,995.000 LDT')).toBeTruthy()
    expect(within(panel).getByText('$1,499,992.50')).toBeTruthy()
    expect(within(panel).getByText('Ether')).toBeTruthy()

    // Arrow keys move the selection; only the selected tab is tabbable.
    fireEvent.keyDown(tokens, { key: 'ArrowRight' })
    const nfts = within(tablist).getByRole('tab', { name: 'NFTs' })
    expect(nfts.getAttribute('aria-selected')).toBe('true')
    expect(nfts.getAttribute('tabindex')).toBe('0')
    expect(tokens.getAttribute('tabindex')).toBe('-1')
    // The NFTs are asked for when their tab shows: the devnet's seeded
    // ERC-1155 badge is among them.
    expect(
      await within(
        within(dialog).getByRole('tabpanel', { name: 'NFTs' }),
      ).findByText('Early Visitor'),
    ).toBeTruthy()

    fireEvent.keyDown(nfts, { key: 'End' })
    const activity = within(dialog).getByRole('tabpanel', { name: 'Activity' })
    const month = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date())
    await within(activity).findByRole(
      'heading',
      { name: month },
      { timeout: 15_000 },
    )
    const sent = await within(activity).findAllByText('Sent')
    expect(sent.length).toBeGreaterThanOrEqual(2)
    expect(within(activity).getByText('1.000 ETH')).toBeTruthy()
    expect(within(activity).getByText('5.000 LDT')).toBeTruthy()
  }, 30_000)

  // Before the account registers its own name (the next test), which
  // the account button would show instead of its address.
  it('Activity names the other side where it has a registered name: the sender of what came in, the receiver of what went out', async () => {
    const { fireEvent, within } = rtl
    // OTHER registers a name as a wallet would (its key signs), then sends
    // to the account; the account sent to OTHER before (beforeAll).
    const label = `other${Date.now().toString(36)}`
    const other = privateKeyToAccount(devAccounts[1]?.privateKey as Hex)
    const message = JSON.stringify({
      name: label,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const url = new URL('/v1/profile/account', stack.api.url)
    url.searchParams.set('projectId', stack.api.projectId)
    const registered = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: '60',
        address: other.address,
        message,
        signature: await other.signMessage({ message }),
      }),
    })
    expect(registered.status).toBe(200)
    const name = `${label}.latch.id`
    const hash = await stack.rpc('eth_sendTransaction', [
      // 0.25 ETH
      { from: OTHER, to: ACCOUNT, value: '0x3782dace9d90000' },
    ])
    // Activity loads the history once: after the indexer has the transfer.
    await historyHas([hash])

    const { dialog } = await openAccount(stack.api.url)
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    const activity = within(dialog).getByRole('tabpanel', { name: 'Activity' })
    const received = (
      await within(activity).findByText('0.250 ETH', {}, { timeout: 15_000 })
    ).closest('li') as HTMLElement
    expect(within(received).getByText('Received')).toBeTruthy()
    expect(
      await within(received).findByText(`From ${name}`, {}, { timeout: 5_000 }),
    ).toBeTruthy()
    // The earlier sends to OTHER are named too.
    const out = (await within(activity).findByText('1.000 ETH')).closest(
      'li',
    ) as HTMLElement
    expect(await within(out).findByText(`To ${name}`)).toBeTruthy()
  }, 30_000)

  it('registers a name with a real signature and shows it in the account', async () => {
    const { fireEvent, screen, within } = rtl
    const { dialog, fixture } = await openAccount(stack.api.url)
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose a name' }),
    )
    const view = await screen.findByRole('dialog', { name: 'Choose a name' })
    // The name view is its own chunk: it may still be loading.
    const input = await within(view).findByRole('textbox', { name: 'Name' })
    fireEvent.change(input, { target: { value: 'ab_' } })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(
      within(view).getByText(
        'Use letters, digits or hyphens, at least 4 characters',
      ),
    ).toBeTruthy()
    fireEvent.change(input, { target: { value: 'alice' } })
    await within(view).findByText(
      'Available',
      { selector: 'p' },
      { timeout: 5_000 },
    )
    const suggestions = within(view).getByRole('region', {
      name: 'Suggestions',
    })
    expect(
      within(suggestions).getByRole('button', { name: /alice1\.latch\.id/ }),
    ).toBeTruthy()
    fireEvent.click(
      within(view).getByRole('button', { name: 'Register alice.latch.id' }),
    )
    const done = await screen.findByRole('dialog', { name: 'Name registered' })
    expect(fixture.prompts).toContain('personal_sign')
    expect(
      await within(done).findByText('Your account is now alice.latch.id'),
    ).toBeTruthy()
    fireEvent.click(
      within(done).getByRole('button', { name: 'Back to account' }),
    )
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(account).getByText('alice.latch.id')).toBeTruthy()
    expect(
      within(account).queryByRole('button', { name: 'Choose a name' }),
    ).toBeNull()
  }, 30_000)

  it('without apiUrl: native balance only, Activity not configured, no names', async () => {
    const { fireEvent, within } = rtl
    const { dialog } = await openAccount(null)
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' })
    await within(panel).findByText('Ether')
    expect(
      within(dialog).queryByRole('button', { name: 'Choose a name' }),
    ).toBeNull()
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    // The panel is its own chunk: it shows once loaded.
    expect(
      await within(dialog).findByText(
        'Not available: no Latch API server is configured',
      ),
    ).toBeTruthy()
  }, 30_000)

  it('keeps the selected tab per chain in state, and shows the account label', async () => {
    const { fireEvent, screen, within } = rtl
    const { dialog, latch } = await openAccount(null)
    fireEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    expect(latch.config.state.accountTabs).toEqual({ eip155: 'nfts' })
    setAddressLabel(latch.config, { address: ACCOUNT, label: 'Main account' })
    await within(dialog).findByText('Main account')
    // Closed and opened again: still on NFTs.
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await rtl.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: /0xf39F…2266/ }))
    const again = await screen.findByRole('dialog', { name: 'Account' })
    const nfts = await within(again).findByRole('tab', { name: 'NFTs' })
    expect(nfts.getAttribute('aria-selected')).toBe('true')
    expect(within(again).getByText('Main account')).toBeTruthy()
  }, 30_000)

  it('a reload shows the cached balance before any RPC answer (SPEC §3 cached balances)', async () => {
    const { fireEvent, render, screen, waitFor, within } = rtl
    const { harness, Provider, Button } = stack.ui
    const storage = memoryStorage()
    const first = harness.createTestLatch(
      { projectId: stack.api.projectId, networks: [stack.network()], storage },
      createWalletFixture({
        chains: [{ chainId: 31337, rpcUrl: stack.rpcUrl }],
      }),
    )
    const view = render(
      <Provider latch={first.latch}>
        <Button />
      </Provider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    fireEvent.click(
      within(connect).getByRole('button', { name: /Latch Dev Wallet/ }),
    )
    const button = await screen.findByRole('button', { name: /0xf39F…2266/ })
    const balance = await waitFor(() => {
      const text = button.querySelector('.latch-button-sub')?.textContent
      expect(text).toMatch(/ ETH$/)
      return text as string
    })
    await waitFor(() =>
      expect(storage.getItem('latch.v1.caches')).toContain(ACCOUNT),
    )
    view.unmount()

    // The page again, its chain (and the wallet's) now an RPC that never
    // answers, and no API: the balance shown can only be the stored one.
    const stalled = createServer(() => undefined)
    await new Promise<void>((resolve) =>
      stalled.listen(0, '127.0.0.1', resolve),
    )
    const stalledUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`
    try {
      const second = harness.createTestLatch(
        {
          projectId: stack.api.projectId,
          networks: [
            {
              ...stack.network(),
              rpcUrls: { default: { http: [stalledUrl] } },
            },
          ],
          storage,
        },
        createWalletFixture({
          chains: [{ chainId: 31337, rpcUrl: stalledUrl }],
        }),
      )
      render(
        <Provider latch={second.latch}>
          <Button />
        </Provider>,
      )
      const again = await screen.findByRole('button', { name: /0xf39F…2266/ })
      await waitFor(() =>
        expect(again.querySelector('.latch-button-sub')?.textContent).toBe(
          balance,
        ),
      )
    } finally {
      rtl.cleanup()
      stalled.closeAllConnections()
      await new Promise((resolve) => stalled.close(resolve))
    }
  }, 30_000)
})
