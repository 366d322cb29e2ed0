import { devAccounts } from '@latch/devnet'
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet } from '../../wallet/e2e/wallet.js'
import { type DemoPage, openDemo } from './browser.js'
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

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

async function balance(address: string): Promise<bigint> {
  const response = await fetch(inject('rpcUrls')[0]!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

test('sendCalls: two transfers through the dev wallet, then their status', async () => {
  const [alice, bob] = [devAccounts[8]!.address, devAccounts[9]!.address]
  const before = [await balance(alice), await balance(bob)]
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  const batchId = page.getByRole('status', { name: 'Batch id' })
  const batchStatus = page.getByRole('status', { name: 'Batch status' })
  expect(await batchStatus.textContent()).toBe('—')

  // A double click asks the wallet once.
  await page.getByRole('button', { name: 'Send two transfers' }).dblclick()
  const prompt = page.getByRole('dialog', { name: 'Latch Dev Wallet' })
  await prompt.getByText('Send 2 calls').waitFor()
  await answerDevWallet(page, 'Approve')
  await expect.poll(() => batchId.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
  await expect.poll(() => batchStatus.textContent()).toBe('200 success')
  expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0)

  expect(await balance(alice)).toBe(before[0]! + 10n ** 16n)
  expect(await balance(bob)).toBe(before[1]! + 2n * 10n ** 16n)
  expect(demo.errors).toEqual([])
})

test('sendCalls: a batch rejected in the wallet ends in a 4001 error', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Send two transfers' }).click()
  await answerDevWallet(page, 'Reject')
  await expect
    .poll(() => page.getByRole('status', { name: 'Batch id' }).textContent())
    .toMatch(/^Error 4001: User rejected the request\.$/)
})

test('sendCalls over WalletConnect: apps/wallet approves the batch, status without a prompt', async () => {
  const [alice, bob] = [devAccounts[8]!.address, devAccounts[9]!.address]
  const before = [await balance(alice), await balance(bob)]
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  await openWalletConnectView(page)
  const uri = await copyPairingUri(page)
  await page.getByText('Link copied', { exact: true }).waitFor()
  const wallet = await openWallet(context, inject('walletUrl'))
  await approvePairing(wallet.page, uri)
  await waitForValue(page, 'account.isConnected', 'yes')
  await latchModal(page, 'WalletConnect').waitFor({ state: 'hidden' })

  await page.bringToFront()
  await page.getByRole('button', { name: 'Send two transfers' }).click()
  await answerWallet(wallet.page, 'Send calls', 'Approve')
  const batchStatus = page.getByRole('status', { name: 'Batch status' })
  await expect
    .poll(() => page.getByRole('status', { name: 'Batch id' }).textContent())
    .toMatch(/^0x[0-9a-f]{64}$/)
  // wallet_getCallsStatus is answered by the wallet without a dialog.
  await expect.poll(() => batchStatus.textContent()).toBe('200 success')
  expect(await balance(alice)).toBe(before[0]! + 10n ** 16n)
  expect(await balance(bob)).toBe(before[1]! + 2n * 10n ** 16n)
})
