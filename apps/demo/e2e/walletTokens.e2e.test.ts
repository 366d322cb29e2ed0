// Issue #21 item 4 (wallet_getAssets for Tokens): the embedded wallet says
// `assetDiscovery` in wallet_getCapabilities, so the Account view's Tokens
// come from its EIP-7811 wallet_getAssets (answered by the embedded-wallet
// service from the devnet) and latch-api is never asked for the balances;
// the Send view's token picker shows the same entry's figures.

import { formatBalance } from '@latch/common'
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  type Address,
  createWalletClient,
  formatEther,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { apiUsd } from './apiPrice.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { emailLogin, newEmail } from './embeddedFlows.js'
import { latchModal } from './flows.js'

/** Funds the embedded account with LDT (balances.e2e's funder too). */
const FUNDER_INDEX = 0
const ETH_HELD = parseEther('2.75')
const LDT_HELD = parseEther('12.5')

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** `amount` wei of LDT from the funder to `to` (Node, viem). */
async function sendLdt(to: Address, amount: bigint) {
  const client = devnetClient()
  const funder = createWalletClient({
    transport: http(inject('rpcUrls')[0]),
    account: privateKeyToAccount(
      devAccounts[FUNDER_INDEX]?.privateKey as `0x${string}`,
    ),
  })
  const hash = await funder.writeContract({
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  })
  const receipt = await waitForReceipt(client, hash)
  expect(receipt.status).toBe('success')
}

test('embedded wallet: Tokens shows the balances its wallet_getAssets reports (priced), latch-api is not asked for balances, the Send picker shows the same', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  page.setDefaultTimeout(30_000)
  // Every request of the page and its frames: the API's balance route, and
  // the frame's calls to the embedded service naming wallet_getAssets.
  const balanceAsks: string[] = []
  const assetAsks: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/\/v1\/account\/[^/]+\/balance$/.test(pathname))
      balanceAsks.push(request.url())
    if (request.postData()?.includes('"wallet_getAssets"'))
      assetAsks.push(pathname)
  })

  await emailLogin(page, newEmail('assets'))
  const address = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  await devnetClient().setBalance({ address, value: ETH_HELD })
  await sendLdt(address, LDT_HELD)

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  await expect
    .poll(() => account.getByRole('tab', { selected: true }).textContent())
    .toBe('Tokens')
  const rows = account.getByRole('tabpanel').getByRole('listitem')
  const ethText = `${formatBalance(formatEther(ETH_HELD))} ETH`
  const ldtText = `${formatBalance(formatEther(LDT_HELD))} LDT`
  const eth = rows
    .filter({ hasText: 'Ether' })
    .filter({ has: page.getByText(ethText, { exact: true }) })
  const ldt = rows
    .filter({ hasText: 'Latch Demo Token' })
    .filter({ has: page.getByText(ldtText, { exact: true }) })
  await eth.waitFor()
  await ldt.waitFor()
  // Priced from the wallet's metadata: the price latch-api gives LDT at
  // the time (the devnet pools, which other tests move), asked again on
  // each poll.
  await expect
    .poll(async () =>
      (await ldt.textContent())?.includes(
        await apiUsd(
          `eip155:31337:${DEMO_TOKEN_ADDRESS}`,
          Number(formatEther(LDT_HELD)),
        ),
      ),
    )
    .toBe(true)
  await expect.poll(() => eth.textContent()).toMatch(/\$/)

  // Send: the token picker lists the same balances.
  await account
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Send' })
    .click()
  const send = latchModal(page, 'Send')
  const token = send.getByRole('combobox', { name: 'Token' })
  await expect.poll(() => token.isEnabled()).toBe(true)
  await token.click()
  const options = send.getByRole('listbox', { name: 'Token' })
  await options
    .getByRole('option')
    .filter({ hasText: formatBalance(formatEther(LDT_HELD)) })
    .filter({ hasText: 'LDT' })
    .waitFor()

  expect(balanceAsks).toEqual([])
  expect(assetAsks.length).toBeGreaterThan(0)
  expect(demo.errors).toEqual([])
})
