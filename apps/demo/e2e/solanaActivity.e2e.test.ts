// Issue #21 item 3 for Solana, and the devnet explorer's token transfers,
// in Debian's Chromium at a phone's 390×844 and on a desktop, in both
// themes: SOL sent from the dev wallet's Solana side → a toast linking to
// the signature on Solana Explorer (the local chain as a custom cluster on
// its RPC) → Activity shows the send with direction, counterparty (4…4),
// time, status and the same link, Confirmed, and again from the chain's
// history (getSignaturesForAddress, under its month) once, not twice. The
// demo's explorer page decodes an ERC-20 LDT transfer on Latch Devnet:
// token, amount (the contract's decimals) and recipient. Each state
// axe-clean. No wall-clock time is checked.

import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  devSolanaAccounts,
} from '@latch/devnet'
import { waitForReceipt } from '@latch/devnet/node'
import { generateKeyPairSigner, type Signature } from '@solana/kit'
import type { Locator, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { answerDevWallet, latchModal } from './flows.js'
import { exactly, fillSend, statusOf, useTheme } from './sendFlows.js'
import { connectSolanaSide, shortAddress, solanaRpc } from './solanaFlows.js'

/** A dev Solana account no other test sends from. */
const SENDER_INDEX = 9
/** The anvil dev account whose LDT the explorer test sends. */
const TOKEN_SENDER_INDEX = 8
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const EXPLORER = 'Solana Explorer'
const sender = devSolanaAccounts[SENDER_INDEX]?.address as string

let demo: DemoPage
beforeAll(async () => {
  demo = await openDemo(inject('demoUrl'), {
    query: `solanaAccount=${SENDER_INDEX}`,
  })
  demo.page.setDefaultTimeout(30_000)
  await connectSolanaSide(demo.page, sender)
})
afterAll(async () => {
  await demo?.close()
})

/**
 * The link's signature, after checking it is Solana Explorer's page of it
 * on the local chain as a custom cluster (the e2e stack's RPC), opened in
 * a new tab.
 */
async function explorerSignature(link: Locator): Promise<string> {
  const href = new URL((await link.getAttribute('href')) ?? '')
  expect(href.origin).toBe('https://explorer.solana.com')
  expect(href.searchParams.get('cluster')).toBe('custom')
  expect(href.searchParams.get('customUrl')).toBe(inject('solanaRpcUrl'))
  expect(await link.getAttribute('target')).toBe('_blank')
  const match = /^\/tx\/([1-9A-HJ-NP-Za-km-z]{64,88})$/.exec(href.pathname)
  expect(match, href.href).not.toBeNull()
  return match?.[1] as string
}

/**
 * Account → Activity (the panel mounts: the history loads again), once
 * the history has loaded: neither its loading line nor a list still busy.
 */
async function openActivity(page: Page) {
  const account = latchModal(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const panel = account.getByRole('tabpanel', { name: 'Activity' })
  await expect
    .poll(
      async () =>
        (await panel.locator('[aria-busy="true"]').count()) +
        (await panel.getByText(exactly('Loading…')).count()),
    )
    .toBe(0)
  return panel
}

/** Direction, amount, time and link of the sent row; its signature. */
async function expectSentRow(row: Locator, amount: string) {
  await expect.poll(() => row.count()).toBe(1)
  await row.getByText(exactly('Sent')).waitFor()
  await row.getByText(exactly(`${Number(amount).toFixed(3)} SOL`)).waitFor()
  // A time the browser can read (its wording is relative: not checked).
  const time = await row.locator('time').getAttribute('datetime')
  expect(Number.isNaN(Date.parse(time ?? ''))).toBe(false)
  return explorerSignature(
    row.getByRole('link', { name: `View on ${EXPLORER}` }),
  )
}

test.each([
  { size: 'phone', viewport: PHONE, theme: 'dark' },
  { size: 'phone', viewport: PHONE, theme: 'light' },
  { size: 'desktop', viewport: DESKTOP, theme: 'dark' },
  { size: 'desktop', viewport: DESKTOP, theme: 'light' },
] as const)(
  'Solana dev wallet, $size, $theme theme: SOL sent → toast with the Solana Explorer link → Activity: Sent, to 4…4, Confirmed, the same link; listed once from the chain',
  async ({ viewport, theme }) => {
    const { page } = demo
    await page.setViewportSize(viewport)
    await useTheme(page, theme)
    const receiver = (await generateKeyPairSigner()).address
    const amount = { dark: '0.012', light: '0.034' }[theme]
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    await latchModal(page, 'Account').waitFor()
    // Activity for a Solana account, before the send.
    await openActivity(page)
    expect(await axeViolations(page)).toEqual([])

    await fillSend(page, {
      symbol: 'SOL',
      amount,
      to: receiver,
      fee: /^Network fee: [\d<]/,
    })
    await latchModal(page, 'Send')
      .getByRole('button', { name: 'Preview send' })
      .click()
    await latchModal(page, 'Review send')
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    await answerDevWallet(page, 'Approve')
    await latchModal(page, 'Account').waitFor()

    // The toast links to the signature.
    const toast = page.getByRole('status', { name: 'Notifications' })
    await toast.getByText('Transaction sent').waitFor()
    const signature = await explorerSignature(
      toast.getByRole('link', { name: `View on ${EXPLORER}` }),
    )

    // Activity: the send, Confirmed once the chain has it.
    const activity = await openActivity(page)
    const row = activity
      .getByRole('listitem')
      .filter({ has: page.getByText(exactly(`To ${shortAddress(receiver)}`)) })
    await expect.poll(() => statusOf(row)).toBe('Confirmed')
    expect(await expectSentRow(row, amount)).toBe(signature)
    expect(await axeViolations(page)).toEqual([])

    // On the chain: the signature landed, from the sender, to the receiver.
    const landed = await solanaRpc()
      .getTransaction(signature as Signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(landed?.meta?.err).toBeNull()
    const keys = landed?.transaction.message.accountKeys ?? []
    expect(keys[0]).toBe(sender)
    expect(keys).toContain(receiver)

    // Opened again, Activity reads the chain's history: the send is listed
    // there, under its month, and shown once.
    await page.keyboard.press('Escape')
    await latchModal(page, 'Account').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    const reopened = await openActivity(page)
    const listed = reopened
      .locator('section')
      .getByRole('listitem')
      .filter({ has: page.getByText(exactly(`To ${shortAddress(receiver)}`)) })
    await listed.waitFor()
    expect(await expectSentRow(listed, amount)).toBe(signature)
    expect(await statusOf(listed)).toBe('Confirmed')
    expect(
      await reopened
        .getByRole('listitem')
        .filter({
          has: page.getByText(exactly(`To ${shortAddress(receiver)}`)),
        })
        .count(),
    ).toBe(1)
    // What came in: the devnet seed's 1,000 SOL (one transaction from its
    // faucet to every dev account), Received, from the faucet (4…4).
    const received = reopened
      .getByRole('listitem')
      .filter({ has: page.getByText(exactly('Received')) })
      .filter({ has: page.getByText(exactly('1,000.000 SOL')) })
    await received.first().waitFor()
    expect(await received.getByText(/^From \w{4}…\w{4}$/).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await latchModal(page, 'Account').waitFor({ state: 'hidden' })
    expect(demo.errors).toEqual([])
  },
  120_000,
)

test.each([
  { size: 'phone', viewport: PHONE, theme: 'dark' },
  { size: 'desktop', viewport: DESKTOP, theme: 'light' },
] as const)(
  'devnet explorer, $size, $theme theme: an ERC-20 LDT transfer shows its token, amount and recipient',
  async ({ viewport, theme }) => {
    const from = devAccounts[TOKEN_SENDER_INDEX]
    if (!from) throw new Error(`no dev account ${TOKEN_SENDER_INDEX}`)
    const client = devnetClient()
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      transport: http(inject('rpcUrls')[0]),
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const decimals = await client.readContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: erc20Abi,
      functionName: 'decimals',
    })
    const amount = theme === 'dark' ? '12.5' : '0.75'
    const hash = await wallet.writeContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits(amount, decimals)],
      chain: null,
    })
    await waitForReceipt(client, hash)

    const explorer = await demo.context.newPage()
    try {
      await explorer.setViewportSize(viewport)
      await explorer.emulateMedia({ colorScheme: theme })
      await explorer.goto(
        new URL(`explorer.html?chain=31337#/tx/${hash}`, inject('demoUrl'))
          .href,
      )
      await explorer
        .getByRole('heading', { name: 'Devnet Explorer', level: 1 })
        .waitFor()
      const value = (label: string) =>
        explorer
          .locator('dt', { hasText: exactly(label) })
          .locator('xpath=following-sibling::dd[1]')
      await value('Status')
        .filter({ hasText: exactly('Confirmed') })
        .waitFor()
      await value('Token').waitFor()
      expect(await value('Transaction').textContent()).toBe(hash)
      expect((await value('Token').textContent())?.toLowerCase()).toBe(
        `ldt (${DEMO_TOKEN_ADDRESS.toLowerCase()})`,
      )
      expect(await value('Amount').textContent()).toBe(`${amount} LDT`)
      expect((await value('Recipient').textContent())?.toLowerCase()).toBe(
        recipient.toLowerCase(),
      )
      expect(await value('Value').textContent()).toBe('0 ETH')
      expect(await axeViolations(explorer)).toEqual([])
    } finally {
      await explorer.close()
    }
    expect(demo.errors).toEqual([])
  },
  60_000,
)
