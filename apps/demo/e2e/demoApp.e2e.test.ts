// Issue 21, "a demo that sells": the demo page as a first-time visitor
// meets it (hero, Connect, actions disabled with their reason, the
// developer panel behind its toggle), the tip flow with the dev wallet
// checked on the chain, the faucet funding an empty embedded account, and
// sign-in from Account (optional) and without a dead ✕ (required). Desktop
// and a 390×844 phone, both themes, axe-clean in each state.
import { DEMO_TOKEN_ADDRESS, demoTokenAbi } from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  defineChain,
  http,
  parseEther,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { emailLogin, newEmail } from './embeddedFlows.js'
import { answerDevWallet, latchModal, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const PHONE = { width: 390, height: 844 }
/** The creator the demo tips (apps/demo/src/tip/tipOptions.ts). */
const CREATOR: Address = '0xc0ffee254729296a45a3885639ac7e10f9d54979'

function devnetClient() {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return createPublicClient({ chain, transport: http(url), cacheTime: 0 })
}

const ldtOf = (owner: Address) =>
  devnetClient().readContract({
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

type Page = DemoPage['page']

/** The accessible description of `name`'s button (its aria-describedby). */
const description = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button) =>
    (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  )

const isExpanded = (page: Page) =>
  page
    .getByRole('button', { name: 'Developer panel' })
    .getAttribute('aria-expanded')

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
const overflowsSideways = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth + 0.5,
  )

/** Connect Wallet → Latch Dev Wallet → Approve, as a visitor (no panel). */
async function connectAsVisitor(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await answerDevWallet(page, 'Approve')
  await latchModal(page, 'Connect Wallet').waitFor({ state: 'hidden' })
}

test('a first-time visitor: hero, Connect, disabled actions with their reason, the developer panel toggle; desktop and phone, both themes', async () => {
  demo = await openDemo(inject('demoUrl'), { devPanel: false })
  const { page } = demo
  await page
    .getByRole('heading', { level: 1, name: 'Tip the creator' })
    .waitFor()
  await page.getByText(/^Latch connects your app to any wallet/).waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

  // Nothing can be paid or funded before a wallet is connected, and the
  // buttons say why.
  for (const name of ['Tip 0.01 ETH', 'Get test funds']) {
    expect(await page.getByRole('button', { name }).isDisabled()).toBe(true)
    expect(await description(page, name)).toBe('Connect a wallet first.')
  }
  // The amount and token choices name the tip.
  await page.getByRole('radio', { name: '0.1' }).check()
  await page.getByRole('radio', { name: 'LDT' }).check()
  await page.getByRole('button', { name: 'Tip 0.1 LDT' }).waitFor()

  // The developer panel is closed: no hook values.
  expect(await isExpanded(page)).toBe('false')
  expect(await page.getByRole('heading', { name: 'Hook values' }).count()).toBe(
    0,
  )
  expect(await axeViolations(page)).toEqual([])

  // Opened, it shows the hook values and raw actions, and stays open
  // after a reload (remembered in localStorage).
  await page.getByRole('button', { name: 'Developer panel' }).click()
  expect(await isExpanded(page)).toBe('true')
  await page.getByRole('heading', { name: 'Hook values' }).waitFor()
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
  await page.getByRole('button', { name: 'Use light theme' }).click()
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  await page.getByRole('heading', { name: 'Hook values' }).waitFor()
  expect(await isExpanded(page)).toBe('true')
  // Closed again, and closed after a reload.
  await page.getByRole('button', { name: 'Developer panel' }).click()
  await page.getByRole('heading', { name: 'Hook values' }).waitFor({
    state: 'detached',
  })
  await page.reload()
  await page
    .getByRole('heading', { level: 1, name: 'Tip the creator' })
    .waitFor()
  expect(await isExpanded(page)).toBe('false')

  // A phone, in both themes: the current one, then the other.
  await page.setViewportSize(PHONE)
  expect(await overflowsSideways(page)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Developer panel' }).click()
  const toggleTheme = page.getByRole('button', {
    name: /^Use (light|dark) theme$/,
  })
  await toggleTheme.click()
  expect(await overflowsSideways(page)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  expect(demo.errors).toEqual([])
})

test('tip flow with the dev wallet: ETH and LDT tips arrive on the chain, with a receipt and history (phone, light theme)', async () => {
  demo = await openDemo(inject('demoUrl'), { devPanel: false })
  const { page } = demo
  await page.setViewportSize(PHONE)
  await connectAsVisitor(page)
  const client = devnetClient()

  // ETH: 0.05 to the creator.
  await page.getByRole('radio', { name: '0.05' }).check()
  const ethBefore = await client.getBalance({ address: CREATOR })
  const tipEth = page.getByRole('button', { name: 'Tip 0.05 ETH' })
  await expect.poll(() => tipEth.isEnabled()).toBe(true)
  expect(await tipEth.getAttribute('aria-describedby')).toBeNull()
  await tipEth.click()
  await answerDevWallet(page, 'Approve')
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await receipt
    .getByRole('status')
    .filter({ hasText: /^Thank you! 0\.05 ETH arrived in block \d+\.$/ })
    .waitFor()
  expect((await client.getBalance({ address: CREATOR })) - ethBefore).toBe(
    parseEther('0.05'),
  )

  // LDT: 0.05 to the creator, in the light theme.
  await page.getByRole('button', { name: 'Developer panel' }).click()
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await page.getByRole('button', { name: 'Developer panel' }).click()
  await page.getByRole('radio', { name: 'LDT' }).check()
  const ldtBefore = await ldtOf(CREATOR)
  await page.getByRole('button', { name: 'Tip 0.05 LDT' }).click()
  await answerDevWallet(page, 'Approve')
  await receipt
    .getByRole('status')
    .filter({ hasText: /^Thank you! 0\.05 LDT arrived in block \d+\.$/ })
    .waitFor()
  expect((await ldtOf(CREATOR)) - ldtBefore).toBe(parseEther('0.05'))

  // "Your tips" lists both, newest first, and survives a reload.
  const tips = page
    .getByRole('list', { name: 'Your tips' })
    .getByRole('listitem')
  await expect
    .poll(() => tips.allTextContents())
    .toEqual([
      expect.stringMatching(/^0\.05 LDT0x/),
      expect.stringMatching(/^0\.05 ETH0x/),
    ])
  expect(await overflowsSideways(page)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  await expect.poll(() => tips.count()).toBe(2)

  // All activity opens the account in the modal.
  await page.getByRole('button', { name: 'All activity' }).click()
  await latchModal(page, 'Account').waitFor()
  expect(demo.errors).toEqual([])
})

test('Get test funds sends 1 ETH and 100 LDT to an empty embedded account; a second ask is rate-limited', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  await emailLogin(page, newEmail('faucet'))
  const address = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  const client = devnetClient()
  expect(await client.getBalance({ address })).toBe(0n)
  expect(await ldtOf(address)).toBe(0n)

  const fund = page.getByRole('button', { name: 'Get test funds' })
  await expect.poll(() => fund.isEnabled()).toBe(true)
  await fund.click()
  const funds = page.getByRole('region', { name: 'Test funds' })
  await funds
    .getByRole('status')
    .filter({ hasText: 'Sent 1 ETH and 100 LDT.' })
    .waitFor()
  expect(await client.getBalance({ address })).toBe(parseEther('1'))
  expect(await ldtOf(address)).toBe(parseEther('100'))
  expect(await axeViolations(page)).toEqual([])

  // The same address again within the cooldown: refused, with the reason.
  await fund.click()
  await funds
    .getByRole('status')
    .filter({ hasText: 'The faucet failed: Too many requests' })
    .waitFor()
  expect(await client.getBalance({ address })).toBe(parseEther('1'))
})

test('optional sign-in: Account offers Sign In (desktop dark, then 390×844 light), which signs in and then shows the signed-in state', async () => {
  demo = await openDemo(inject('demoUrl'), { query: 'siwx=optional' })
  const { page } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await answerDevWallet(page, 'Approve')
  // Optional: the visitor may skip it at connect.
  const signIn = latchModal(page, 'Sign In')
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'siwx.status', 'signedOut')

  // Later, from Account.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  const offer = account.getByRole('button', { name: 'Sign In', exact: true })
  await offer.waitFor()
  expect(await axeViolations(page)).toEqual([])
  // The same offer on a phone, in the light theme.
  await page.keyboard.press('Escape')
  await account.waitFor({ state: 'hidden' })
  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await offer.waitFor()
  expect(await axeViolations(page)).toEqual([])
  await offer.click()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await answerDevWallet(page, 'Approve')
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'siwx.status', 'signedIn')

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await account.getByText('Signed in as 0xf39F…2266', { exact: true }).waitFor()
  expect(await account.getByRole('button', { name: 'Sign In' }).count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  expect(demo.errors).toEqual([])
})

test('required sign-in offers no dead ✕: no Close button while it is due, Cancel disconnects (phone, light theme)', async () => {
  // Desktop in the dark theme: siwx.e2e.test.ts runs axe on this view.
  demo = await openDemo(inject('demoUrl'), { query: 'siwx=required' })
  const { page } = demo
  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: 'Use light theme' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  // Before sign-in is due, Close is offered.
  await connect.getByRole('button', { name: 'Close' }).waitFor()
  await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  const signIn = latchModal(page, 'Sign In')
  await signIn.getByText(/Canceling will disconnect you\./).waitFor()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor()
  expect(await signIn.getByRole('button', { name: 'Close' }).count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])

  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'account.isConnected', 'no')
  expect(demo.errors).toEqual([])
})
