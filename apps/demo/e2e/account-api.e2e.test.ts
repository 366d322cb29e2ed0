// Issue 4 acceptance on the devnet: ETH and LDT sent to the connected
// account show in the Account view's Tokens and Activity tabs (balances read
// live, history from the API's indexer), and a name registered with a real
// wallet signature shows in the Account view and resolves through the API.

import { formatBalance } from '@latch/common'
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  formatEther,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { answerDevWallet, connectDevWallet, latchModal } from './flows.js'

const PROJECT_ID = 'latch-demo'
/** The account the page connects with; no other test uses it. */
const RECEIVER_INDEX = 7
/** Sends from a different dev account, over the devnet RPC from Node. */
const SENDER_INDEX = 1
const ETH_SENT = parseEther('1.25')
const LDT_SENT = parseEther('42.5') // LDT has 18 decimals too

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

function devAccount(index: number) {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account
}

function devnetClients() {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const transport = http(url)
  const account = privateKeyToAccount(devAccount(SENDER_INDEX).privateKey)
  return {
    client: createPublicClient({ chain, transport }),
    sender: createWalletClient({ chain, transport, account }),
  }
}

/** `GET {apiUrl}{path}` with the project id, as JSON (throws on non-2xx). */
async function api<T>(path: string): Promise<T> {
  const url = new URL(path, inject('apiUrl'))
  url.searchParams.set('projectId', PROJECT_ID)
  const response = await fetch(url)
  if (!response.ok)
    throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Waits until the API's history of `address` lists every hash. */
async function waitForIndexed(address: Address, hashes: readonly Hash[]) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const { data } = await api<{ data: { metadata: { hash: string } }[] }>(
      `/v1/account/${address}/history?chainId=eip155:31337`,
    )
    const seen = new Set(data.map((t) => t.metadata.hash.toLowerCase()))
    if (hashes.every((hash) => seen.has(hash.toLowerCase()))) return
    if (Date.now() > deadline)
      throw new Error(`history of ${address} lacks ${hashes.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test('received ETH and LDT show in Tokens and Activity; a registered name shows and resolves', async () => {
  const receiver = devAccount(RECEIVER_INDEX).address
  const { client, sender } = devnetClients()
  const balances = async () => ({
    eth: await client.getBalance({ address: receiver }),
    ldt: await client.readContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [receiver],
    }),
  })

  // Send ETH and LDT to the account the page will connect with.
  const before = await balances()
  const ethHash = await sender.sendTransaction({
    to: receiver,
    value: ETH_SENT,
  })
  const ldtHash = await sender.writeContract({
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'transfer',
    args: [receiver, LDT_SENT],
  })
  const ethReceipt = await waitForReceipt(client, ethHash)
  const ldtReceipt = await waitForReceipt(client, ldtHash)
  expect([ethReceipt.status, ldtReceipt.status]).toEqual(['success', 'success'])
  const after = await balances()
  expect(after.eth - before.eth).toBe(ETH_SENT)
  expect(after.ldt - before.ldt).toBe(LDT_SENT)
  await waitForIndexed(receiver, [ethHash, ldtHash])

  // Connect the page as the receiving account and open the Account view.
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  await page.waitForFunction(() => 'latchDevWallet' in window)
  await page.evaluate(
    (index) =>
      (
        window as unknown as {
          latchDevWallet: { setAccount(index: number): void }
        }
      ).latchDevWallet.setAccount(index),
    RECEIVER_INDEX,
  )
  await connectDevWallet(page)
  expect(await hookValue(page, 'account.address').textContent()).toBe(receiver)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()

  // Tokens: the balances after the transfers.
  const tokens = account.getByRole('tabpanel')
  const exactly = (text: string) => page.getByText(text, { exact: true })
  await expect
    .poll(() => account.getByRole('tab', { selected: true }).textContent())
    .toBe('Tokens')
  const ethText = `${formatBalance(formatEther(after.eth))} ETH`
  const ldtText = `${formatBalance(formatEther(after.ldt))} LDT`
  expect(ethText).not.toBe(`${formatBalance(formatEther(before.eth))} ETH`)
  await tokens
    .getByRole('listitem')
    .filter({ hasText: 'Ether' })
    .filter({ has: exactly(ethText) })
    .waitFor()
  await tokens
    .getByRole('listitem')
    .filter({ hasText: 'Latch Demo Token' })
    .filter({ has: exactly(ldtText) })
    .waitFor()

  // Activity: both transfers, under the month they were mined in.
  await account.getByRole('tab', { name: 'Activity' }).click()
  const activity = account.getByRole('tabpanel')
  const block = await client.getBlock({ blockNumber: ldtReceipt.blockNumber })
  const month = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Number(block.timestamp) * 1000)
  const received = activity
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: month, level: 3 }) })
    .getByRole('listitem')
    .filter({ has: exactly('Received') })
  await received
    .filter({ has: exactly(`${formatBalance(formatEther(ETH_SENT))} ETH`) })
    .waitFor()
  await received
    .filter({ has: exactly(`${formatBalance(formatEther(LDT_SENT))} LDT`) })
    .waitFor()

  // Choose a name: the wallet signs (personal_sign), the API registers it.
  const label = `e2e-${Date.now().toString(36)}`
  const name = `${label}.latch.id`
  await account.getByRole('button', { name: 'Choose a name' }).click()
  const choose = latchModal(page, 'Choose a name')
  await choose.getByRole('textbox', { name: 'Name' }).fill(label)
  // The live status under the input (suggestions carry "Available" too).
  await choose
    .locator('[aria-live="polite"]', { hasText: /^Available$/ })
    .waitFor()
  await choose.getByRole('button', { name: `Register ${name}` }).click()
  await answerDevWallet(page, 'Approve')
  const success = latchModal(page, 'Name registered')
  await expect
    .poll(() => success.getByRole('status').textContent())
    .toBe(`Your account is now ${name}`)
  await success.getByRole('button', { name: 'Back to account' }).click()
  await account.getByText(name, { exact: true }).waitFor()
  await expect(
    account.getByRole('button', { name: 'Choose a name' }).count(),
  ).resolves.toBe(0)

  // The name resolves through the API, to the account.
  const profile = await api<{
    name: string
    addresses: Record<string, { address: string }>
  }>(`/v1/profile/account/${name}`)
  expect(profile.name).toBe(name)
  expect(
    Object.values(profile.addresses).map((a) => a.address.toLowerCase()),
  ).toContain(receiver.toLowerCase())
  // The only failed request is the availability check of the free name
  // (404 NAME_NOT_FOUND), which Chromium logs as a console error.
  expect(new Set(failed)).toEqual(new Set([`404 /v1/profile/account/${name}`]))
  const notFound = /^Failed to load resource: .* status of 404/
  expect(demo.errors.filter((e) => !notFound.test(e))).toEqual([])
})
