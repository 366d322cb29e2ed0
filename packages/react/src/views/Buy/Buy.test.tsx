// @vitest-environment node

// Buy against real peers: a devnet (startDevnet, LDT seeded), the real
// Latch API with the sandbox card on-ramp on (its treasury funded as
// `npm start` does), and the Latch Dev Wallet connected as dev account 0.
// The checkout page is paid over HTTP as its form posts it.
import { devAccounts } from '@latch/devnet/node'
import { type Address, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import {
  DEVNET_ONRAMP_TREASURY_KEY,
  fundOnrampTreasury,
} from '../../../../../scripts/fund-onramp-treasury.mjs'
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
const ldtOf = (address: Address) => stack.ldtOf(address)

beforeAll(async () => {
  stack = await startViewStack({
    env: { LATCH_API_ONRAMP_TREASURY_KEY: DEVNET_ONRAMP_TREASURY_KEY },
    beforeApi: (rpcUrl) =>
      fundOnrampTreasury({
        rpcUrl,
        address: privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY).address,
      }),
  })
  rtl = stack.rtl
}, 120_000)
afterAll(() => stack?.close())
afterEach(() => {
  rtl.cleanup()
  vi.restoreAllMocks()
})

/** Connected as dev account 0 (API at `apiUrl`), Account → Buy. */
async function openBuy(apiUrl = stack.api.url) {
  return (await openAccountAction(stack, 'Buy', { apiUrl })).view
}

const amountField = (view: HTMLElement) =>
  rtl.within(view).getByRole('textbox', {
    name: 'Amount to pay',
  }) as HTMLInputElement
const typeAmount = (view: HTMLElement, value: string) =>
  rtl.fireEvent.change(amountField(view), { target: { value } })
/** The value next to a summary term. */
const termValue = (root: HTMLElement, term: string) =>
  rtl.within(root).getByText(term, { selector: 'dt' }).nextElementSibling
    ?.textContent ?? ''
/** The text that describes the amount field (hint or error). */
const amountNote = (view: HTMLElement) =>
  view.ownerDocument.getElementById(
    amountField(view).getAttribute('aria-describedby') ?? '',
  )?.textContent

/** A window as `window.open` hands it back, recording where it is sent. */
function fakeWindow() {
  return { closed: false, location: { href: '' }, close: vi.fn() }
}

/** Pays the sandbox checkout at `url` as its form posts it. */
async function pay(url: string, card: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12/40', cvc: '123' }),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
}

/** Account → Buy → "Buy `token` on Latch Devnet": its form, once shown. */
async function openPurchaseForm(token: 'ETH' | 'LDT') {
  const { within, fireEvent } = rtl
  const view = await openBuy()
  fireEvent.click(
    await within(view).findByRole(
      'button',
      { name: `Buy ${token} on Latch Devnet` },
      { timeout: 10_000 },
    ),
  )
  const form = await rtl.screen.findByRole('dialog', { name: 'Buy' })
  await within(form).findByRole('textbox', { name: 'Amount to pay' })
  return form
}

/** Types `amount` USD; Continue to payment once it is enabled. */
async function continueButton(form: HTMLElement, amount: string) {
  typeAmount(form, amount)
  const submit = rtl.within(form).getByRole('button', {
    name: 'Continue to payment',
  }) as HTMLButtonElement
  await rtl.waitFor(() => expect(submit.disabled).toBe(false), {
    timeout: 10_000,
  })
  return submit
}

/**
 * Presses `submit` with `window.open` handing back a window of its own;
 * that window, once sent to the order's checkout, and the status view.
 */
async function payInWindow(submit: HTMLButtonElement) {
  const popup = fakeWindow()
  vi.spyOn(window, 'open').mockReturnValue(popup as never)
  rtl.fireEvent.click(submit)
  await rtl.waitFor(() => expect(popup.location.href).toMatch(/ord_/))
  const status = await rtl.screen.findByRole('dialog', { name: 'Buy' })
  return { popup, status }
}

/** Continue to payment for `amount` USD of ETH; the window it opened. */
async function startEthPurchase(amount: string) {
  const form = await openPurchaseForm('ETH')
  const { popup, status } = await payInWindow(
    await continueButton(form, amount),
  )
  await rtl.within(status).findByText('Complete the payment in the new window')
  return { popup, status }
}

/** The reads of on-ramp orders this page makes from now on (counted, not faked). */
function countOrderReads() {
  const fetchOf = globalThis.fetch
  const reads = { count: 0 }
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes('/v1/onramp/orders/')) reads.count += 1
    return fetchOf(input, init)
  })
  return reads
}

/** Three poll intervals go by. */
const threePolls = () => new Promise((resolve) => setTimeout(resolve, 3_000))

describe('Buy', () => {
  it('lists what the on-ramp sells on the network; flags limits and bad amounts with catalogue words; quotes live; axe-clean', async () => {
    const { within, fireEvent } = rtl
    const { findByRole } = rtl.screen
    const view = await openBuy()
    const ldt = await within(view).findByRole(
      'button',
      { name: 'Buy LDT on Latch Devnet' },
      { timeout: 10_000 },
    )
    within(view).getByRole('button', { name: 'Buy ETH on Latch Devnet' })
    expect(within(view).queryByText(/^Sample options/)).toBeNull()
    expect(await violations(view)).toEqual([])
    fireEvent.click(ldt)
    const form = await findByRole('dialog', { name: 'Buy' })
    await within(form).findByRole('textbox', { name: 'Amount to pay' })
    expect(amountNote(form)).toBe('From 10.00 to 7500.00 USD by card')
    const cases: [string, string][] = [
      ['9.99', 'The minimum is 10.00 USD'],
      ['7500.01', 'The maximum is 7500.00 USD'],
      ['25.001', 'Enter an amount with at most 2 decimals'],
      ['0', 'Enter an amount above zero'],
      ['ten', 'Enter an amount such as 1.5'],
    ]
    for (const [amount, message] of cases) {
      typeAmount(form, amount)
      expect(amountNote(form), amount).toBe(message)
      expect(amountField(form).getAttribute('aria-invalid')).toBe('true')
    }
    const submit = within(form).getByRole('button', {
      name: 'Continue to payment',
    }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)

    typeAmount(form, '25')
    const quote = within(form).getByRole('region', { name: 'Quote' })
    await rtl.waitFor(
      () => expect(termValue(quote, 'You receive')).toMatch(/^[\d.]+ LDT$/),
      { timeout: 10_000 },
    )
    // The figures are the API's for the same purchase, to the cent and wei.
    const direct = (await (
      await fetch(
        `${stack.api.url}/v1/onramp/quote?projectId=${stack.api.projectId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            purchaseCurrency: 'LDT',
            paymentCurrency: 'USD',
            amount: '25',
            network: 'eip155:31337',
          }),
        },
      )
    ).json()) as Record<string, { amount: string; currency: string }>
    expect(termValue(quote, 'You receive')).toBe(
      `${direct.purchaseAmount?.amount} LDT`,
    )
    expect(termValue(quote, 'Fee')).toBe(`${direct.coinbaseFee?.amount} USD`)
    expect(termValue(quote, 'Total')).toBe('25.00 USD')
    expect(within(form).queryByText(/^Estimate only/)).toBeNull()
    await rtl.waitFor(() => expect(submit.disabled).toBe(false))
    expect(await violations(form)).toEqual([])

    // EUR has its own limits and quote.
    fireEvent.change(within(form).getByRole('combobox', { name: 'Currency' }), {
      target: { value: 'EUR' },
    })
    await rtl.waitFor(() => expect(termValue(quote, 'Total')).toBe('25.00 EUR'))
  }, 60_000)

  it("shows the chosen currency's icon from the API (SPEC §7 currency images): lazy, in a fixed box, decorative", async () => {
    const { within, fireEvent } = rtl
    const view = await openBuy()
    fireEvent.click(
      await within(view).findByRole(
        'button',
        { name: 'Buy LDT on Latch Devnet' },
        { timeout: 10_000 },
      ),
    )
    const form = await rtl.screen.findByRole('dialog', { name: 'Buy' })
    const picker = await within(form).findByRole('combobox', {
      name: 'Currency',
    })
    const icon = () =>
      picker.parentElement?.querySelector('img') as HTMLImageElement
    const usd = `${stack.api.url}/public/getCurrencyImage/usd`
    await rtl.waitFor(() => expect(icon()?.getAttribute('src')).toBe(usd))
    expect(icon().getAttribute('loading')).toBe('lazy')
    expect(icon().getAttribute('alt')).toBe('')
    expect(icon().getAttribute('width')).toBe('24')
    // The API serves the image the picker points at.
    const served = await fetch(usd)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    fireEvent.change(picker, { target: { value: 'EUR' } })
    await rtl.waitFor(() =>
      expect(icon()?.getAttribute('src')).toBe(
        `${stack.api.url}/public/getCurrencyImage/eur`,
      ),
    )
    expect(await violations(form)).toEqual([])
  }, 60_000)

  it('opens the checkout window inside the click, follows the order and shows the delivered amount; the tokens are on the chain', async () => {
    const { within, fireEvent } = rtl
    const { findByRole } = rtl.screen
    const submit = await continueButton(await openPurchaseForm('LDT'), '30')
    const popup = fakeWindow()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never)
    fireEvent.click(submit)
    // Synchronously, in the click: a window opened after an await is blocked.
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]?.[0]).toBe('')
    await rtl.waitFor(() =>
      expect(popup.location.href).toMatch(
        /\/v1\/onramp\/sandbox\/checkout\/ord_[0-9a-f]{32}$/,
      ),
    )
    const status = await findByRole('dialog', { name: 'Buy' })
    await within(status).findByText('Complete the payment in the new window')
    expect(await violations(status)).toEqual([])
    const before = await ldtOf(ACCOUNT)
    await pay(popup.location.href, '4242424242424242')
    const done = await within(status).findByText(
      / arrived in your wallet$/,
      {},
      { timeout: 20_000 },
    )
    const amount = done.textContent?.match(/^([\d.]+) LDT /)?.[1] ?? ''
    expect((await ldtOf(ACCOUNT)) - before).toBe(parseUnits(amount, 18))
    expect(await violations(status)).toEqual([])
    fireEvent.click(
      within(status).getByRole('button', { name: 'Back to account' }),
    )
    await findByRole('dialog', { name: 'Account' })
  }, 60_000)

  it('a 3-D Secure card: no payment announced while the code is awaited; delivered once it is given', async () => {
    const { within } = rtl
    const { popup, status } = await payInWindow(
      await continueButton(await openPurchaseForm('ETH'), '12'),
    )
    // Counts the modal's reads of the order (fetch observed, not replaced).
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const reads = () =>
      fetchSpy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes(
          '/v1/onramp/orders/',
        ),
      ).length
    await pay(popup.location.href, '4000 0000 0000 3220')
    const seen = reads()
    await rtl.waitFor(() => expect(reads()).toBeGreaterThan(seen + 1), {
      timeout: 10_000,
    })
    expect(within(status).getByRole('status').textContent).toBe(
      'Complete the payment in the new window',
    )
    const before = await stack.ethOf(ACCOUNT)
    const code = await fetch(`${popup.location.href}/3ds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: '123456' }),
      redirect: 'manual',
    })
    expect(code.status).toBe(303)
    const done = await within(status).findByText(
      / arrived in your wallet$/,
      {},
      { timeout: 20_000 },
    )
    const amount = done.textContent?.match(/^([\d.]+) ETH /)?.[1] ?? ''
    const { parseEther } = await import('viem')
    expect((await stack.ethOf(ACCOUNT)) - before).toBe(parseEther(amount))
  }, 60_000)

  it('a declined card: the catalogue decline message, nothing delivered', async () => {
    const { within } = rtl
    const { popup, status } = await payInWindow(
      await continueButton(await openPurchaseForm('ETH'), '15'),
    )
    await pay(popup.location.href, '4000 0000 0000 0002')
    const alert = await within(status).findByRole(
      'alert',
      {},
      { timeout: 10_000 },
    )
    expect(alert.textContent).toBe(
      'Your card was declined. Nothing was charged.',
    )
    expect(await violations(status)).toEqual([])
  }, 60_000)

  it('a blocked window: the payment page offered as a link', async () => {
    const { within, fireEvent } = rtl
    const form = await openPurchaseForm('ETH')
    const submit = await continueButton(form, '20')
    vi.spyOn(window, 'open').mockReturnValue(null)
    fireEvent.click(submit)
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toMatch(
      /^Your browser blocked the payment window/,
    )
    const link = within(alert).getByRole('link', {
      name: 'Open the payment page',
    })
    expect(link.getAttribute('href')).toMatch(/\/checkout\/ord_[0-9a-f]{32}$/)
  }, 60_000)

  it('a window closed before paying: followed a few more reads, then the catalogue message with Try again / Back to account; no more reads', async () => {
    const { within, fireEvent } = rtl
    const { findByRole } = rtl.screen
    const reads = countOrderReads()
    const { popup, status } = await startEthPurchase('11')
    popup.closed = true
    const alert = await within(status).findByRole(
      'alert',
      {},
      { timeout: 20_000 },
    )
    expect(alert.textContent).toBe(
      'The payment window was closed before the payment went through',
    )
    expect(within(status).queryByRole('status')).toBeNull()
    expect(await violations(status)).toEqual([])
    // Given up: the order is no longer read.
    const after = reads.count
    await threePolls()
    expect(reads.count).toBe(after)
    fireEvent.click(within(status).getByRole('button', { name: 'Try again' }))
    const form = await findByRole('dialog', { name: 'Buy' })
    await within(form).findByRole('button', { name: 'Continue to payment' })

    // The same again, then Back to the account.
    rtl.cleanup()
    const again = await startEthPurchase('11')
    again.popup.closed = true
    await within(again.status).findByRole('alert', {}, { timeout: 20_000 })
    fireEvent.click(
      within(again.status).getByRole('button', {
        name: 'Back to account',
      }),
    )
    await findByRole('dialog', { name: 'Account' })
  }, 90_000)

  it('a window closed right after paying: the purchase is still followed and delivered', async () => {
    const { within } = rtl
    const { popup, status } = await startEthPurchase('13')
    await pay(popup.location.href, '4242424242424242')
    popup.closed = true
    await within(status).findByText(
      / arrived in your wallet$/,
      {},
      { timeout: 20_000 },
    )
    expect(within(status).queryByRole('alert')).toBeNull()
  }, 60_000)

  it('the status view unmounted while the order is open: no more reads', async () => {
    const reads = countOrderReads()
    await startEthPurchase('14')
    await rtl.waitFor(() => expect(reads.count).toBeGreaterThan(0))
    rtl.cleanup()
    const after = reads.count
    await threePolls()
    expect(reads.count).toBe(after)
  }, 60_000)

  it('API down: the built-in sample options and the stand-in quote, said to be an estimate (SPEC §7)', async () => {
    const { within, fireEvent } = rtl
    const { findByRole } = rtl.screen
    // A port nothing listens on.
    const view = await openBuy('http://127.0.0.1:9')
    await within(view).findByText(
      'Sample options: the on-ramp could not be reached',
      {},
      { timeout: 20_000 },
    )
    fireEvent.click(
      within(view).getByRole('button', { name: 'Buy ETH on Latch Devnet' }),
    )
    const form = await findByRole('dialog', { name: 'Buy' })
    await within(form).findByRole('textbox', { name: 'Amount to pay' })
    await rtl.waitFor(
      () => expect(amountNote(form)).toBe('From 10.00 to 7500.00 USD by card'),
      { timeout: 20_000 },
    )
    typeAmount(form, '25')
    const quote = within(form).getByRole('region', { name: 'Quote' })
    await rtl.waitFor(() => expect(termValue(quote, 'Fee')).toBe('0.50 USD'), {
      timeout: 20_000,
    })
    expect(termValue(quote, 'Total')).toBe('25.00 USD')
    expect(termValue(quote, 'You receive')).toBe('—')
    within(form).getByText(
      'Estimate only: the payment page shows the final amount',
    )
    // The currency's icon cannot load either: its initial stands in.
    const picker = within(form).getByRole('combobox', { name: 'Currency' })
    const box = picker.parentElement as HTMLElement
    const image = box.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe(
      'http://127.0.0.1:9/public/getCurrencyImage/usd',
    )
    fireEvent.error(image)
    expect(box.querySelector('img')).toBeNull()
    expect(
      box.querySelector('[data-initial]')?.getAttribute('data-initial'),
    ).toBe('U')
    expect(await violations(form)).toEqual([])
  }, 60_000)
})
