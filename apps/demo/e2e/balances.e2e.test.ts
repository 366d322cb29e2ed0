// Issue 18 acceptance for the data layer, in Chromium on the devnet: ETH
// sent to the connected account from another account (Node, viem, a dev
// key) reaches the header's account button and the Account view without a
// reload, and every place that shows the ETH balance shows the same figure
// (dev wallet and embedded e-mail wallet); a registered name shows in the
// account button. Nothing here waits for a lifetime to run out: a new
// block invalidates the balance.

import { formatBalance, truncateAddress } from '@latch/common'
import { devAccounts, waitForReceipt } from '@latch/devnet/node'
import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  defineChain,
  formatEther,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { openWallet } from '../../wallet/e2e/wallet.js'
import { type DemoPage, escapeRegExp, hookValue, openDemo } from './browser.js'
import { emailLogin, newEmail } from './embeddedFlows.js'
import {
  answerDevWallet,
  connectDevWallet,
  latchModal,
  waitForValue,
} from './flows.js'
import {
  allowClipboard,
  approvePairing,
  copyPairingUri,
  openWalletConnectView,
} from './walletConnectFlows.js'

/** Pays the transfers (no other e2e test checks its balance). */
const FUNDER_INDEX = 0
/** The dev wallet receives on this account (no other e2e test uses it). */
const RECEIVER_INDEX = 5 // (named by the reference client's e2e test)
/** Registers a name (no other e2e test uses it). */
const NAMED_INDEX = 2

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** A wallet client on the devnet's first anvil, paying from the funder. */
function funder() {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const key = devAccounts[FUNDER_INDEX]?.privateKey as `0x${string}`
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain,
    transport: http(url),
    cacheTime: 0,
  }).extend(publicActions)
}

/** Sends `eth` ETH to `to` and waits until it is mined. */
async function transfer(to: Address, eth: string) {
  const client = funder()
  const hash = await client.sendTransaction({ to, value: parseEther(eth) })
  await waitForReceipt(client, hash)
}

async function useDevAccount(page: Page, index: number) {
  await page.waitForFunction(() => 'latchDevWallet' in window)
  await page.evaluate(
    (i) =>
      (
        window as unknown as {
          latchDevWallet: { setAccount(index: number): void }
        }
      ).latchDevWallet.setAccount(i),
    index,
  )
}

/**
 * The header's account button (behind the modal while it is open): it
 * names the account by its address, or by the name registered for it
 * (the reference client's e2e test names this account).
 */
const accountButton = (page: Page, address: string) =>
  page
    .locator('button.latch-button')
    .filter({
      hasText: new RegExp(`${escapeRegExp(truncateAddress(address))}|\\.latch`),
    })
    .filter({ hasText: / ETH$/ })

/**
 * Waits until the account button, the Account view's headline and its
 * Tokens row all show `text`, and no ETH figure in the view shows another.
 * `row: false`: the account holds nothing, so there is no Tokens row.
 */
async function everywhere(
  page: Page,
  account: Locator,
  address: string,
  text: string,
  { row = true } = {},
) {
  const exactly = new RegExp(`^${escapeRegExp(text)}$`)
  await accountButton(page, address).filter({ hasText: text }).waitFor()
  // The headline under the address.
  await account.locator('p', { hasText: exactly }).waitFor()
  // The API lists no zero balance: an empty account has no Ether row.
  if (row)
    await account
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: 'Ether' })
      .filter({ has: page.getByText(exactly) })
      .waitFor()
  const figures = await account.getByText(/^[\d,.]+ ETH$/).allTextContents()
  expect(new Set(figures)).toEqual(new Set([text]))
  expect(await accountButton(page, address).textContent()).toContain(text)
}

const ethText = (wei: bigint) => `${formatBalance(formatEther(wei))} ETH`

test('5 ETH sent to the dev-wallet account reach the account button and the Account view without a reload, the same figure everywhere', async () => {
  const client = funder()
  const address = devAccounts[RECEIVER_INDEX]?.address as Address
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await useDevAccount(page, RECEIVER_INDEX)
  await connectDevWallet(page)
  const before = await client.getBalance({ address })
  await accountButton(page, address)
    .filter({ hasText: ethText(before) })
    .waitFor()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  await everywhere(page, account, address, ethText(before))

  // The view stays open: only the new block can tell it.
  await transfer(address, '5')
  const after = await client.getBalance({ address })
  expect(after).toBe(before + parseEther('5'))
  await everywhere(page, account, address, ethText(after))
  expect(demo.errors).toEqual([])
})

test('2 ETH sent to a WalletConnect account (apps/wallet) reach the account button and the Account view, the same figure everywhere', async () => {
  const client = funder()
  const address = devAccounts[RECEIVER_INDEX]?.address as Address
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  const view = await openWalletConnectView(page)
  const uri = await copyPairingUri(page)
  const wallet = await openWallet(context, inject('walletUrl'))
  await approvePairing(wallet.page, uri)
  await waitForValue(page, 'account.isConnected', 'yes')
  await view.waitFor({ state: 'hidden' })
  await wallet.page
    .getByRole('combobox', { name: 'Account' })
    .selectOption(String(RECEIVER_INDEX))
  await waitForValue(page, 'account.address', address)
  await page.bringToFront()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  await everywhere(
    page,
    account,
    address,
    ethText(await client.getBalance({ address })),
  )

  await transfer(address, '2')
  await everywhere(
    page,
    account,
    address,
    ethText(await client.getBalance({ address })),
  )
  expect(demo.errors).toEqual([])
})

test('4 ETH sent to the embedded e-mail wallet reach the account button and the Account view, the same figure everywhere', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('balance'))
  const address = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  await everywhere(page, account, address, ethText(0n), { row: false })
  page.setDefaultTimeout(10_000)

  await transfer(address, '4')
  await everywhere(page, account, address, ethText(parseEther('4')))
  expect(demo.errors).toEqual([])
})

test('a registered name shows in the account button, also after a reload', async () => {
  const address = devAccounts[NAMED_INDEX]?.address as Address
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await useDevAccount(page, NAMED_INDEX)
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()

  const label = `named-${Date.now().toString(36)}`
  const name = `${label}.latch.id`
  await account.getByRole('button', { name: 'Choose a name' }).click()
  const choose = latchModal(page, 'Choose a name')
  await choose.getByRole('textbox', { name: 'Name' }).fill(label)
  await choose
    .locator('[aria-live="polite"]', { hasText: /^Available$/ })
    .waitFor()
  await choose.getByRole('button', { name: `Register ${name}` }).click()
  await answerDevWallet(page, 'Approve')
  const success = latchModal(page, 'Name registered')
  await success.getByRole('button', { name: 'Back to account' }).click()
  await account.getByText(name, { exact: true }).waitFor()
  await page.keyboard.press('Escape')
  await account.waitFor({ state: 'hidden' })

  // The button shows the name where it showed the address.
  const button = page.locator('button.latch-button', { hasText: name })
  await button.waitFor()
  expect(await button.textContent()).not.toContain(truncateAddress(address))
  // After a reload (the dev wallet starts on account 0 again) the account
  // that becomes active has its name loaded with it.
  await page.reload()
  await useDevAccount(page, NAMED_INDEX)
  await page.locator('button.latch-button', { hasText: name }).waitFor()
})
