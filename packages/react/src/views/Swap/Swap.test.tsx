// @vitest-environment node

// Swap against real peers: a devnet with its Uniswap V2/V3 pools
// (startDevnet's DEX), the real Latch API with swaps on (the same settings
// as `npm start`), and the Latch Dev Wallet signing with dev account 0.
import { parseUnits } from '@latch/common'
import { devAccounts, dexContracts } from '@latch/devnet/node'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetSwapEnv } from '../../../../../scripts/devnet-swap-env.mjs'
import {
  openAccountAction,
  startViewStack,
  type ViewStack,
  axeViolations as violations,
} from '../../../test/viewStack.js'

type Rtl = ViewStack['rtl']

let stack: ViewStack
let rtl: Rtl
const ACCOUNT = devAccounts[0]?.address as Address
const ethOf = (address: Address) => stack.ethOf(address)
const ldtOf = (address: Address) => stack.ldtOf(address)
/** LDT allowance of ACCOUNT to a router. */
const allowanceTo = (spender: Address) => stack.ldtAllowance(ACCOUNT, spender)

beforeAll(async () => {
  stack = await startViewStack({ env: devnetSwapEnv([31337]) })
  rtl = stack.rtl
}, 120_000)
afterAll(() => stack?.close())
afterEach(() => rtl.cleanup())

/** Connected as dev account 0, Account → Swap with the token list loaded. */
async function openSwap() {
  const { within } = rtl
  const { view, fixture } = await openAccountAction(stack, 'Swap')
  const from = await within(view).findByRole(
    'button',
    { name: 'You pay: Choose a token: ETH' },
    { timeout: 10_000 },
  )
  await within(view).findByRole('button', {
    name: 'You receive: Choose a token: LDT',
  })
  return { view, from, fixture }
}

const amountField = (view: HTMLElement) =>
  rtl.within(view).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
const typeAmount = (view: HTMLElement, value: string) =>
  rtl.fireEvent.change(amountField(view), { target: { value } })
/** The quoted output, once there is one ('12.3456 LDT'). */
async function quoted(view: HTMLElement, symbol: string) {
  const out = rtl.within(view).getByRole('status', { name: 'You receive' })
  await rtl.waitFor(
    () => expect(out.textContent).toMatch(new RegExp(` ${symbol}$`)),
    { timeout: 10_000 },
  )
  return out.textContent ?? ''
}
/** The value next to a summary term. */
const termValue = (root: HTMLElement, term: string) =>
  rtl.within(root).getByText(term, { selector: 'dt' }).nextElementSibling
    ?.textContent ?? ''
/** '1,234.5678 LDT' → base units (the display is cut, never rounded up). */
const units = (text: string) =>
  parseUnits(text.replace(/,/g, '').split(' ')[0] ?? '', 18)

describe('Swap', () => {
  it('quotes the amount paid: the output, price impact, minimum received and fee; axe-clean', async () => {
    const { view } = await openSwap()
    expect(await violations(view)).toEqual([])
    const review = rtl.within(view).getByRole('button', {
      name: 'Review swap',
    }) as HTMLButtonElement
    expect(review.disabled).toBe(true)
    typeAmount(view, '0.1')
    const out = await quoted(view, 'LDT')
    expect(units(out)).toBeGreaterThan(0n)
    await rtl.waitFor(() => expect(review.disabled).toBe(false))
    expect(termValue(view, 'Price impact')).toMatch(/^\d+\.\d\d %$/)
    // 1 % slippage by default: the minimum is 99 % of the quote.
    expect(
      (
        rtl.within(view).getByRole('textbox', {
          name: 'Slippage tolerance (%)',
        }) as HTMLInputElement
      ).value,
    ).toBe('1')
    expect(units(termValue(view, 'Minimum received'))).toBeLessThan(units(out))
    expect(termValue(view, 'Network fee')).toMatch(/ ETH$/)
    expect(await violations(view)).toEqual([])
  }, 60_000)

  it('flags an amount above the balance inline and keeps Review disabled', async () => {
    const { view } = await openSwap()
    typeAmount(view, '100000000')
    const note = await rtl.within(view).findByText('Insufficient balance')
    expect(amountField(view).getAttribute('aria-invalid')).toBe('true')
    expect(amountField(view).getAttribute('aria-describedby')).toBe(note.id)
    expect(
      (
        rtl.within(view).getByRole('button', {
          name: 'Review swap',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true)
  }, 60_000)

  it('a slippage change moves the minimum received; one out of range is refused', async () => {
    const { view } = await openSwap()
    typeAmount(view, '0.2')
    const out = units(await quoted(view, 'LDT'))
    await rtl.waitFor(() =>
      expect(units(termValue(view, 'Minimum received'))).toBeGreaterThan(0n),
    )
    const atOne = units(termValue(view, 'Minimum received'))
    const slippage = rtl.within(view).getByRole('textbox', {
      name: 'Slippage tolerance (%)',
    })
    rtl.fireEvent.change(slippage, { target: { value: '5' } })
    await rtl.waitFor(
      () =>
        expect(units(termValue(view, 'Minimum received'))).toBeLessThan(atOne),
      { timeout: 10_000 },
    )
    // About 95 % of the quote (display cut to 4 decimals).
    const atFive = units(termValue(view, 'Minimum received'))
    expect(atFive).toBeLessThanOrEqual((out * 95n) / 100n + 10n ** 14n)
    expect(atFive).toBeGreaterThan((out * 94n) / 100n)
    rtl.fireEvent.change(slippage, { target: { value: '60' } })
    await rtl.within(view).findByText('Enter a slippage from 0.01 to 50 %')
    expect(slippage.getAttribute('aria-invalid')).toBe('true')
  }, 60_000)

  it('swaps ETH → LDT directly: one wallet prompt, at least the minimum received, back to Account', async () => {
    const { screen, fireEvent, within, waitFor } = rtl
    const { view, fixture } = await openSwap()
    typeAmount(view, '0.5')
    await quoted(view, 'LDT')
    const review = within(view).getByRole('button', { name: 'Review swap' })
    await waitFor(() =>
      expect((review as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(review)
    const preview = await screen.findByRole(
      'dialog',
      { name: 'Review swap' },
      { timeout: 10_000 },
    )
    await within(preview).findByText('0.5 ETH', {}, { timeout: 10_000 })
    expect(within(preview).queryByText(/^First approve/)).toBeNull()
    const minimum = units(termValue(preview, 'Minimum received'))
    expect(await violations(preview)).toEqual([])
    const before = await ldtOf(ACCOUNT)
    const prompts = fixture.prompts.length
    fireEvent.click(within(preview).getByRole('button', { name: 'Swap' }))
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 20_000 })
    await screen.findByText(/^Swapped 0\.5 ETH for [\d,.]+ LDT$/)
    expect(fixture.prompts.slice(prompts)).toEqual(['eth_sendTransaction'])
    expect((await ldtOf(ACCOUNT)) - before).toBeGreaterThanOrEqual(minimum)
  }, 90_000)

  it('swaps LDT → ETH with the approve step first when the allowance is short', async () => {
    const { screen, fireEvent, within, waitFor } = rtl
    const { view, fixture, from } = await openSwap()
    // Pick LDT to pay by search, by keyboard-reachable buttons.
    fireEvent.click(from)
    const picker = within(view).getByRole('group', {
      name: 'You pay: Select a token',
    })
    fireEvent.change(
      within(picker).getByRole('searchbox', { name: 'Search tokens' }),
      { target: { value: 'demo' } },
    )
    fireEvent.click(within(picker).getByRole('button', { name: /^LDT / }))
    await within(view).findByRole('button', {
      name: 'You receive: Choose a token: ETH',
    })
    typeAmount(view, '3')
    await quoted(view, 'ETH')
    const review = within(view).getByRole('button', { name: 'Review swap' })
    await waitFor(() =>
      expect((review as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(review)
    const preview = await screen.findByRole(
      'dialog',
      { name: 'Review swap' },
      { timeout: 10_000 },
    )
    await within(preview).findByText(
      'First approve 3 LDT for the swap in your wallet',
      {},
      { timeout: 10_000 },
    )
    // The route the API quoted: through WETH, on V2 or V3 (whichever pays more).
    expect(
      within(preview).getByText(
        /^LDT → WETH → ETH via Uniswap V(2|3 (0\.05|0\.3|1) %)$/,
      ),
    ).toBeTruthy()
    const before = { ldt: await ldtOf(ACCOUNT), eth: await ethOf(ACCOUNT) }
    const prompts = fixture.prompts.length
    fireEvent.click(within(preview).getByRole('button', { name: 'Swap' }))
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 30_000 })
    await screen.findByText(/^Swapped 3 LDT for [\d,.]+ ETH$/)
    expect(fixture.prompts.slice(prompts)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(await ldtOf(ACCOUNT)).toBe(before.ldt - 3n * 10n ** 18n)
    // The approve was for exactly the amount, and the swap spent it.
    const left = [
      await allowanceTo(dexContracts.UniswapV2Router02),
      await allowanceTo(dexContracts.SwapRouter),
    ]
    expect(left).toEqual([0n, 0n])
    expect(await ethOf(ACCOUNT)).toBeGreaterThan(before.eth - 10n ** 16n)
  }, 90_000)
})
