// Issue #21 item 3 (Send and Activity) at a phone's 390×844, in both themes,
// in Debian's Chromium: ETH sent to a registered name (latch-api resolves
// it) → a toast linking to the transaction on the devnet's explorer (the
// demo's explorer.html, which reads the node) → Activity shows the send
// with direction, counterparty name, time, status and explorer link,
// Pending while the devnet holds the block back, then Confirmed, once. With
// the embedded wallet the send is confirmed once: in the frame, which shows
// the fee and its USD value; Latch shows no Review send of its own. Each
// state axe-clean. No wall-clock time is checked.
import { devAccounts } from '@latch/devnet/node'
import type { Locator, Page } from 'playwright-core'
import { type Address, type Hash, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { answerInFrame, emailLogin, fact, newEmail } from './embeddedFlows.js'
import {
  answerDevWallet,
  connectDevWallet,
  latchModal,
  waitForValue,
} from './flows.js'
import {
  exactly,
  fillSend,
  previewAndSend,
  sendInFrame,
  statusOf,
  useTheme,
} from './sendFlows.js'

const PROJECT_ID = 'latch-demo'
/** The dev wallet sends from this account (send.e2e's sender; balances are not relied on). */
const SENDER_INDEX = 3
const PHONE = { width: 390, height: 844 }
const EXPLORER = 'Devnet Explorer'

let demo: DemoPage
beforeAll(async () => {
  // One browser for the file: the dev wallet's sends, then the embedded one.
  demo = await openDemo(inject('demoUrl'), {
    beforeLoad: (page) => page.setViewportSize(PHONE),
  })
  demo.page.setDefaultTimeout(30_000)
})
afterAll(async () => {
  // The devnet is shared with the files after this one: mine again at once.
  await devnetClient().setAutomine(true)
  await demo?.close()
})

/**
 * A new address with a name registered through latch-api, signed by its own
 * key as a wallet would (POST /v1/profile/account). Returns the full name.
 */
async function namedReceiver(tag: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const label = `${tag}${Date.now().toString(36)}`
  const message = JSON.stringify({
    name: label,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const url = new URL('/v1/profile/account', inject('apiUrl'))
  url.searchParams.set('projectId', PROJECT_ID)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: '60',
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!response.ok)
    throw new Error(
      `register ${label}: ${response.status} ${await response.text()}`,
    )
  const { name } = (await response.json()) as { name: string }
  expect(name).toBe(`${label}.latch.id`)
  return { name, address: account.address }
}

/**
 * The toast's link to the transaction on the devnet's explorer; returns
 * the transaction's hash (from its href).
 */
async function toastLink(page: Page): Promise<Hash> {
  const toast = page.getByRole('status', { name: 'Notifications' })
  await toast.getByText('Transaction sent').waitFor()
  const link = toast.getByRole('link', { name: `View on ${EXPLORER}` })
  const href = (await link.getAttribute('href')) ?? ''
  const match = /\/explorer\.html\?chain=31337#\/tx\/(0x[0-9a-f]{64})$/.exec(
    href,
  )
  expect(
    href.startsWith(new URL('explorer.html', inject('demoUrl')).href),
  ).toBe(true)
  expect(match, href).not.toBeNull()
  expect(await link.getAttribute('target')).toBe('_blank')
  return match?.[1] as Hash
}

/** Account → Activity; the one row of the send to `name`. */
async function activityRow(page: Page, name: string): Promise<Locator> {
  const account = latchModal(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  return account
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText(exactly(`To ${name}`)) })
}

/**
 * Direction, counterparty, time, amount (as lists show it: 3 decimals) and
 * explorer link of a sent row.
 */
async function expectSentRow(row: Locator, amount: string, hash: Hash) {
  await expect.poll(() => row.count()).toBe(1)
  await row.getByText(exactly('Sent')).waitFor()
  const shown = Number(amount).toFixed(3)
  await row.getByText(exactly(`${shown} ETH`)).waitFor()
  // A time the browser can read (its wording is relative: not checked).
  const time = await row.locator('time').getAttribute('datetime')
  expect(Number.isNaN(Date.parse(time ?? ''))).toBe(false)
  const link = row.getByRole('link', { name: `View on ${EXPLORER}` })
  expect(await link.getAttribute('href')).toMatch(new RegExp(`#/tx/${hash}$`))
}

test.each(['dark', 'light'] as const)(
  'dev wallet, phone, %s theme: ETH to a name → toast with the explorer link → Activity Pending, then Confirmed once; the explorer page agrees',
  async (theme) => {
    const { page, context } = demo
    const client = devnetClient()
    const receiver = await namedReceiver(`sa${theme[0]}`)
    const amount = theme === 'dark' ? '0.012' : '0.045'
    await useTheme(page, theme)
    if (
      (await hookValue(page, 'account.isConnected').textContent()) !== 'yes'
    ) {
      await page.waitForFunction(() => 'latchDevWallet' in window)
      await page.evaluate(
        (index) =>
          (
            window as unknown as {
              latchDevWallet: { setAccount(index: number): void }
            }
          ).latchDevWallet.setAccount(index),
        SENDER_INDEX,
      )
      await connectDevWallet(page)
    }
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    await latchModal(page, 'Account').waitFor()

    // The name resolves; Review send names the receiver.
    const send = await fillSend(page, {
      symbol: 'ETH',
      amount,
      to: receiver.name,
      fee: /^Network fee: \d/,
    })
    await expect
      .poll(() =>
        send.getByRole('button', { name: 'Preview send' }).isEnabled(),
      )
      .toBe(true)
    expect(await axeViolations(page)).toEqual([])
    // The devnet holds the block back, so Pending can be seen.
    await client.setAutomine(false)
    try {
      await previewAndSend(page)
      await answerDevWallet(page, 'Approve')
      await latchModal(page, 'Account').waitFor()
      const hash = await toastLink(page)
      const row = await activityRow(page, receiver.name)
      await expectSentRow(row, amount, hash)
      expect(await statusOf(row)).toBe('Pending')
      expect(await axeViolations(page)).toEqual([])
      await client.mine({ blocks: 1 })
    } finally {
      await client.setAutomine(true)
    }
    const row = await activityRow(page, receiver.name)
    await expect.poll(() => statusOf(row)).toBe('Confirmed')
    // Listed by the history (under its month) and still shown once, by name.
    const listed = latchModal(page, 'Account')
      .getByRole('tabpanel')
      .locator('section')
      .filter({ has: page.getByText(exactly(`To ${receiver.name}`)) })
    await listed.waitFor()
    const hash = (
      (await row.getByRole('link').getAttribute('href')) ?? ''
    ).slice(-66) as Hash
    await expectSentRow(row, amount, hash)
    expect(await statusOf(row)).toBe('Confirmed')
    expect(await axeViolations(page)).toEqual([])

    // On the chain: from the sender to the name's address, the amount.
    const tx = await client.getTransaction({ hash })
    expect(tx.from.toLowerCase()).toBe(
      devAccounts[SENDER_INDEX]?.address.toLowerCase(),
    )
    expect(tx.to?.toLowerCase()).toBe(receiver.address.toLowerCase())
    expect(tx.value).toBe(parseEther(amount))

    // The link leads to a page that shows the transaction confirmed.
    const [explorer] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: `View on ${EXPLORER}` }).click(),
    ])
    await explorer
      .getByRole('heading', { name: EXPLORER, level: 1 })
      .waitFor({ timeout: 30_000 })
    const value = (label: string) =>
      explorer
        .locator('dt', { hasText: exactly(label) })
        .locator('xpath=following-sibling::dd[1]')
    await value('Status')
      .filter({ hasText: exactly('Confirmed') })
      .waitFor()
    expect(await value('Transaction').textContent()).toBe(hash)
    expect(await value('Value').textContent()).toBe(`${amount} ETH`)
    await explorer.close()
    await page.keyboard.press('Escape')
    await latchModal(page, 'Account').waitFor({ state: 'hidden' })
    expect(demo.errors).toEqual([])
  },
  120_000,
)

test('embedded wallet, phone, dark theme: a send to a name is confirmed once, in the frame (fee and USD), no Review send; Activity shows it confirmed', async () => {
  const { page } = demo
  const client = devnetClient()
  await useTheme(page, 'dark')
  // Leave the dev wallet's session from the tests before.
  if ((await hookValue(page, 'account.isConnected').textContent()) === 'yes') {
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await waitForValue(page, 'account.isConnected', 'no')
  }
  await emailLogin(page, newEmail('sendonce'))
  const address = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  await client.setBalance({ address, value: parseEther('3') })
  const receiver = await namedReceiver('sae')

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  const send = await fillSend(page, {
    symbol: 'ETH',
    amount: '0.25',
    to: receiver.name,
  })
  // One button, "Send": no Preview send, no Review send step.
  await expect
    .poll(() =>
      send.getByRole('button', { name: 'Send', exact: true }).isEnabled(),
    )
    .toBe(true)
  expect(await send.getByRole('button', { name: 'Preview send' }).count()).toBe(
    0,
  )
  await sendInFrame(page)
  // The frame's approval, under a header saying what is asked: the amount,
  // the receiver, the fee and USD.
  await latchModal(page, 'Send 0.25 ETH').waitFor()
  expect(await latchModal(page, 'Review send').count()).toBe(0)
  expect((await fact(page, 'To'))?.toLowerCase()).toBe(
    receiver.address.toLowerCase(),
  )
  expect(await fact(page, 'Value')).toMatch(/^0\.25 ETH \(≈ \$[\d,.]+\)$/)
  expect(await fact(page, 'Maximum network fee')).toMatch(
    /^[\d.]+ ETH \((≈ \$[\d.]+|< \$0\.01)\)$/,
  )
  expect(await axeViolations(page)).toEqual([])
  await answerInFrame(page, 'Approve')
  // Straight back to Account: nothing more to confirm.
  await latchModal(page, 'Account').waitFor()
  expect(await latchModal(page, 'Review send').count()).toBe(0)
  expect(await latchModal(page, 'Send 0.25 ETH').count()).toBe(0)
  const hash = await toastLink(page)
  const row = await activityRow(page, receiver.name)
  await expect.poll(() => statusOf(row)).toBe('Confirmed')
  await expectSentRow(row, '0.25', hash)
  expect(await axeViolations(page)).toEqual([])
  // The user sends from their smart account (SPEC §3 default): the hash is
  // the transaction that included the user operation (to the EntryPoint);
  // the fresh receiver got exactly what was sent.
  expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getBalance({ address: receiver.address })).toBe(
    parseEther('0.25'),
  )
  expect(demo.errors).toEqual([])
}, 120_000)
