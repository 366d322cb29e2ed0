// @vitest-environment node

// TODO: import from '@latch/api' once its entry exports the blockchain
// extension (as Account.test.tsx does).
import { devnet, parseUnits } from '@latch/common'
import {
  connect,
  createConfig,
  estimateSendFee,
  getTransactionsState,
  memoryStorage,
  registerAccountName,
} from '@latch/core'
import { devAccounts } from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  openAccountView,
  startViewStack,
  type ViewStack,
  axeViolations as violations,
} from '../../../test/viewStack.js'

type Rtl = ViewStack['rtl']

// Real peers: a seeded devnet, the real Latch API (balances, names,
// history), and the Latch Dev Wallet signing with dev account 0.
let stack: ViewStack
let rtl: Rtl
const ACCOUNT = devAccounts[0]?.address as Address
const OTHER = devAccounts[2]?.address as Address
const ethOf = (address: Address) => stack.ethOf(address)
const ldtOf = (address: Address) => stack.ldtOf(address)
const rpc = (method: string, params: unknown[]) => stack.rpc(method, params)

beforeAll(async () => {
  stack = await startViewStack({
    // The receiver registers a name, signed by its own wallet.
    async beforeDom({ rpcUrl, api }) {
      const bob = createConfig({
        projectId: api.projectId,
        networks: [{ ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }],
        apiUrl: api.url,
        storage: memoryStorage(),
        multiInjectedProviderDiscovery: false,
        connectors: [
          createWalletFixture({
            chains: [{ chainId: 31337, rpcUrl }],
            accountIndex: 2,
          }).connector,
        ],
      })
      await connect(bob, { connector: 'dev.latch.wallet' })
      await registerAccountName(bob, { name: 'bobsend' })
    },
  })
  rtl = stack.rtl
}, 120_000)
afterAll(() => stack?.close())
afterEach(() => rtl.cleanup())

const openAccount = () => openAccountView(stack)

/** Account → Send, with the token balances loaded. */
async function openSend(activityFirst = false) {
  const { fireEvent, screen, waitFor, within } = rtl
  const opened = await openAccount()
  if (activityFirst) {
    // Activity loaded before the send, so the send refreshes it.
    fireEvent.click(
      within(opened.dialog).getByRole('tab', { name: 'Activity' }),
    )
    await within(opened.dialog).findByRole(
      'heading',
      { level: 3 },
      { timeout: 10_000 },
    )
  }
  const actions = within(opened.dialog).getByRole('group', {
    name: 'Account actions',
  })
  fireEvent.click(within(actions).getByRole('button', { name: 'Send' }))
  const view = await screen.findByRole('dialog', { name: 'Send' })
  const token = await within(view).findByRole('combobox', { name: 'Token' })
  await waitFor(() => expect((token as HTMLButtonElement).disabled).toBe(false))
  return { ...opened, view, token }
}

/** Opens the token picker and picks `symbol`'s option. */
async function pick(view: HTMLElement, symbol: string) {
  const { fireEvent, within } = rtl
  fireEvent.click(within(view).getByRole('combobox', { name: 'Token' }))
  const list = within(view).getByRole('listbox', { name: 'Token' })
  fireEvent.click(
    within(list).getByRole('option', {
      name: new RegExp(`^(\\w )?${symbol} `),
    }),
  )
}

function fill(view: HTMLElement, fields: { amount?: string; to?: string }) {
  const { fireEvent, within } = rtl
  if (fields.amount !== undefined)
    fireEvent.change(within(view).getByRole('textbox', { name: 'Amount' }), {
      target: { value: fields.amount },
    })
  if (fields.to !== undefined)
    fireEvent.change(within(view).getByRole('textbox', { name: 'To' }), {
      target: { value: fields.to },
    })
}

describe('Receive', () => {
  it('shows the address, its QR code, Copy and the networks', async () => {
    const { fireEvent, screen, within } = rtl
    const { dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }))
    // Receive is a lazy chunk with the QR encoder: its first load may take
    // seconds on a loaded machine.
    const view = await screen.findByRole(
      'dialog',
      { name: 'Receive' },
      { timeout: 10_000 },
    )
    await within(view).findByRole(
      'img',
      { name: `QR code of your address ${ACCOUNT}` },
      { timeout: 10_000 },
    )
    expect(within(view).getByText(ACCOUNT)).toBeTruthy()
    expect(
      within(view).getByRole('button', { name: 'Copy address' }),
    ).toBeTruthy()
    const networks = within(view).getByRole('region', {
      name: 'Networks you can receive on',
    })
    expect(within(networks).getByText('Latch Devnet')).toBeTruthy()
    expect(await violations(view)).toEqual([])
    fireEvent.click(within(view).getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Account' })
  }, 30_000)
})

describe('Send', () => {
  it('checks each field while typing: its error once, next to it, and the button disabled with the reason', async () => {
    const { fireEvent, within } = rtl
    const { view } = await openSend()
    expect(await violations(view)).toEqual([])
    const preview = within(view).getByRole('button', {
      name: 'Preview send',
    }) as HTMLButtonElement
    const amount = within(view).getByRole('textbox', { name: 'Amount' })
    const to = within(view).getByRole('textbox', { name: 'To' })
    // The button's description is the reason it is disabled.
    const reason = () =>
      (preview.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => view.ownerDocument.getElementById(id)?.textContent)
        .join(' ')
    /** `text` shown exactly once, describing `field`, which is invalid. */
    const flagged = async (field: HTMLElement, text: string) => {
      await within(view).findByText(text, {}, { timeout: 5_000 })
      expect(within(view).getAllByText(text)).toHaveLength(1)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      const described = field.getAttribute('aria-describedby') ?? ''
      expect(view.ownerDocument.getElementById(described)?.textContent).toBe(
        text,
      )
      expect(preview.disabled).toBe(true)
      expect(reason()).toBe(text)
      expect(within(view).queryByRole('alert')).toBeNull()
    }

    expect(preview.disabled).toBe(true)
    expect(reason()).toBe('Enter an amount')
    fill(view, { amount: '1' })
    expect(reason()).toBe('Enter an address or name')
    fill(view, { to: '0x1234' })
    await flagged(to, 'Enter an address (0x…) or a name')
    fill(view, { to: OTHER })
    expect(to.getAttribute('aria-invalid')).toBeNull()
    // Above the balance: flagged while typing, before any submit.
    fill(view, { amount: '100000000' })
    await flagged(amount, 'Insufficient balance')
    fill(view, { amount: '1.0000000000000000001' })
    await flagged(amount, 'Too many decimals for this token')
    fill(view, { amount: '-1' })
    await flagged(amount, 'Enter an amount such as 1.5')
    fill(view, { amount: '0' })
    await flagged(amount, 'Enter an amount above zero')
    fill(view, { amount: '0.5' })
    expect(preview.disabled).toBe(false)
    expect(preview.getAttribute('aria-describedby')).toBeNull()
    fill(view, { to: 'nobody-here.latch.id' })
    await flagged(to, 'No address found for nobody-here.latch.id')
    expect(within(view).queryByText('Error resolving name')).toBeNull()
    expect(await violations(view)).toEqual([])

    // Max's amount belongs to its token: picking another one clears it.
    fireEvent.click(within(view).getByRole('button', { name: 'Max' }))
    expect((amount as HTMLInputElement).value).toMatch(/^\d+\.\d+$/)
    await pick(view, 'LDT')
    expect((amount as HTMLInputElement).value).toBe('')
    // A typed amount stays.
    fill(view, { amount: '2' })
    await pick(view, 'ETH')
    expect((amount as HTMLInputElement).value).toBe('2')
  }, 30_000)

  it('the token picker works by keyboard and shows each token with its balance and USD value', async () => {
    const { fireEvent, within } = rtl
    const { view, token } = await openSend()
    expect(token.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(token, { key: 'ArrowDown' })
    expect(token.getAttribute('aria-expanded')).toBe('true')
    const list = within(view).getByRole('listbox', { name: 'Token' })
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^E?ETH [\d,]+\.\d{3} ETH · \$[\d,]+\.\d{2}$/),
      expect.stringMatching(/^L?LDT [\d,]+\.\d{3} LDT · \$[\d,]+\.\d{2}$/),
    ])
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    expect(token.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    fireEvent.keyDown(token, { key: 'ArrowDown' })
    expect(token.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    fireEvent.keyDown(token, { key: 'Enter' })
    expect(token.getAttribute('aria-expanded')).toBe('false')
    expect(token.textContent).toMatch(/LDT [\d,]+/)
    // Escape closes the list and leaves the modal open.
    fireEvent.keyDown(token, { key: 'Enter' })
    fireEvent.keyDown(token, { key: 'Escape' })
    expect(token.getAttribute('aria-expanded')).toBe('false')
    expect(view.isConnected).toBe(true)
  }, 30_000)

  it('sends LDT to a name: preview, one wallet prompt on a double click, back to Account, balances on the chain', async () => {
    const { fireEvent, screen, waitFor, within } = rtl
    const { view, fixture, latch } = await openSend(true)
    await pick(view, 'LDT')
    fill(view, { amount: '2.5', to: 'bobsend.latch.id' })
    await within(view).findByText(
      `Resolves to ${OTHER}`,
      {},
      { timeout: 5_000 },
    )
    await within(view).findByText(/^Network fee: \d/, {}, { timeout: 5_000 })
    fireEvent.click(within(view).getByRole('button', { name: 'Preview send' }))
    const preview = await screen.findByRole('dialog', { name: 'Review send' })
    await within(preview).findByText('2.5 LDT')
    expect(within(preview).getByText('$3.75')).toBeTruthy()
    expect(within(preview).getByText('bobsend.latch.id')).toBeTruthy()
    expect(within(preview).getByText(OTHER)).toBeTruthy()
    await within(preview).findByText(
      /ETH/,
      { selector: 'dd' },
      { timeout: 5_000 },
    )
    expect(await violations(preview)).toEqual([])

    const before = {
      sender: await ldtOf(ACCOUNT),
      receiver: await ldtOf(OTHER),
    }
    const send = within(preview).getByRole('button', { name: 'Send' })
    fireEvent.click(send)
    fireEvent.click(send)
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(fixture.prompts.filter((p) => p === 'eth_sendTransaction')).toEqual([
      'eth_sendTransaction',
    ])
    await screen.findByText('Transaction sent')
    const amount = 2_500_000_000_000_000_000n
    await waitFor(async () =>
      expect(await ldtOf(OTHER)).toBe(before.receiver + amount),
    )
    expect(await ldtOf(ACCOUNT)).toBe(before.sender - amount)
    // Back on Account, the tab chosen before the send is still selected
    // (SPEC §3 account tab, kept in state); Tokens shows the new balance
    // once the API has it.
    expect(
      within(account)
        .getByRole('tab', { name: 'Activity' })
        .getAttribute('aria-selected'),
    ).toBe('true')
    fireEvent.click(within(account).getByRole('tab', { name: 'Tokens' }))
    const tokens = within(account).getByRole('tabpanel', { name: 'Tokens' })
    await within(tokens).findByText(
      `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(Number((before.sender - amount) / 10n ** 15n) / 1000)} LDT`,
      {},
      { timeout: 10_000 },
    )
    // Activity: the API indexes blocks 2 deep, so two more are mined; the
    // send's own refresh then finds it without any click.
    await rpc('anvil_mine', ['0x2'])
    await waitFor(
      () =>
        expect(
          getTransactionsState(latch.config).transactions.some((t) =>
            t.transfers.some((x) => x.quantity?.numeric === '2.5'),
          ),
        ).toBe(true),
      { timeout: 10_000 },
    )
    fireEvent.click(within(account).getByRole('tab', { name: 'Activity' }))
    const activity = within(account).getByRole('tabpanel', { name: 'Activity' })
    const row = (await within(activity).findByText('2.500 LDT')).closest('li')
    // Listed once (the history's entry replaced the pending one), with the
    // name it was sent to, its status and time.
    expect(within(activity).getAllByText('2.500 LDT')).toHaveLength(1)
    expect(row?.textContent).toContain('Sent')
    expect(row?.textContent).toContain('To bobsend.latch.id')
    expect(row?.textContent).toContain('Confirmed')
    expect(row?.querySelector('time')?.textContent).toMatch(/now|ago/)
    // The devnet has no explorer: no link rather than a broken one.
    expect(within(activity).queryByRole('link')).toBeNull()
    expect(await violations(activity as unknown as Element)).toEqual([])
    // The stack is back to Account alone: no Back button.
    expect(within(account).queryByRole('button', { name: 'Back' })).toBeNull()
  }, 40_000)

  it('sends ETH with Max less the fee, and says "Signature declined" when the wallet refuses', async () => {
    const { fireEvent, screen, within } = rtl
    const { view, fixture, latch } = await openSend()
    // The native token is the first choice; Max keeps the fee back, exactly.
    await within(view).findByText(/^Network fee: \d/, {}, { timeout: 5_000 })
    fireEvent.click(within(view).getByRole('button', { name: 'Max' }))
    const amountBox = within(view).getByRole('textbox', {
      name: 'Amount',
    }) as HTMLInputElement
    const balance = latch.config.state.send?.token?.quantity.numeric ?? ''
    expect(amountBox.value).toMatch(/^\d+\.\d+$/)
    expect(parseUnits(amountBox.value, 18)).toBeLessThan(
      parseUnits(balance, 18),
    )
    expect(parseUnits(balance, 18) - parseUnits(amountBox.value, 18)).toBe(
      (
        await estimateSendFee(latch.config, {
          token: latch.config.state.send!.token!,
        })
      ).fee,
    )
    fill(view, { amount: '0.75', to: OTHER })
    fireEvent.click(within(view).getByRole('button', { name: 'Preview send' }))
    let preview = await screen.findByRole('dialog', { name: 'Review send' })
    fixture.decide('reject')
    fireEvent.click(within(preview).getByRole('button', { name: 'Send' }))
    expect((await within(preview).findByRole('alert')).textContent).toBe(
      'Signature declined',
    )
    // The visitor can leave, and come back with the values kept.
    fireEvent.click(within(preview).getByRole('button', { name: 'Cancel' }))
    const again = await screen.findByRole('dialog', { name: 'Send' })
    expect(
      (
        within(again).getByRole('textbox', {
          name: 'Amount',
        }) as HTMLInputElement
      ).value,
    ).toBe('0.75')
    fireEvent.click(within(again).getByRole('button', { name: 'Preview send' }))
    preview = await screen.findByRole('dialog', { name: 'Review send' })
    const before = await ethOf(OTHER)
    fireEvent.click(within(preview).getByRole('button', { name: 'Send' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(await ethOf(OTHER)).toBe(before + 750_000_000_000_000_000n)
  }, 40_000)
})
