// wagmi's hooks through Latch's modal, in Chromium: the built
// apps/wagmi-example (served by the e2e global setup) with the Latch Dev
// Wallet on the two devnet anvils.
import { waitForReceipt } from '@latch/devnet/node'
import {
  createPublicClient,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from '../../demo/e2e/browser.js'
import {
  answerDevWallet,
  DEV_ACCOUNT_0,
  latchModal,
  waitForValue,
} from '../../demo/e2e/flows.js'

const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
/** Latch's own account button: the address, shortened. */
const accountButton = /^0xf39F…2266/

let example: DemoPage | undefined
afterEach(async () => {
  await example?.close()
  example = undefined
})

test("wagmi's hooks connect, switch chain, sign, send and disconnect through Latch's modal", async () => {
  example = await openDemo(inject('wagmiExampleUrl'))
  const { page, errors } = example
  await waitForValue(page, 'status', 'disconnected')

  // useConnect opens Latch's modal; closing it rejects as wagmi expects.
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'hidden' })
  await waitForValue(
    page,
    'error',
    `UserRejectedRequestError: ${new UserRejectedRequestError(new Error()).shortMessage}`,
  )
  await waitForValue(page, 'status', 'disconnected')

  // …and picking the dev wallet in it connects wagmi and Latch at once.
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'status', 'connected')
  await waitForValue(page, 'address', DEV_ACCOUNT_0)
  await waitForValue(page, 'chainId', '31337')
  await waitForValue(page, 'connector', 'Latch')
  await page.getByRole('button', { name: accountButton }).waitFor()

  // useSwitchChain: 31337 → 31338, through Latch's switchNetwork.
  await page.getByRole('button', { name: 'Switch to Latch Devnet 2' }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'chainId', '31338')

  // useSignMessage: the signature recovers to the account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerDevWallet(page, 'Approve')
  await hookValue(page, 'signature')
    .filter({ hasText: /^0x[0-9a-f]{130}$/ })
    .waitFor()
  const signature = (await hookValue(page, 'signature').textContent()) ?? ''
  expect(
    await verifyMessage({
      address: DEV_ACCOUNT_0,
      message: 'Hello from wagmi through Latch',
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)

  // useSendTransaction: mined on Latch Devnet 2, from the account.
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await answerDevWallet(page, 'Approve')
  await hookValue(page, 'hash')
    .filter({ hasText: /^0x[0-9a-f]{64}$/ })
    .waitFor()
  const hash = (await hookValue(page, 'hash').textContent()) as `0x${string}`
  const devnet2 = createPublicClient({
    transport: http(inject('rpcUrls')[1]),
  })
  const receipt = await waitForReceipt(devnet2, hash)
  expect(receipt.status).toBe('success')
  expect(receipt.from).toBe(DEV_ACCOUNT_0.toLowerCase())
  const tx = await devnet2.getTransaction({ hash })
  expect(tx.to).toBe(RECEIVER.toLowerCase())
  expect(tx.value).toBe(parseEther('0.01'))

  // A reload restores both from Latch's session, without the modal, on the
  // wallet's chain (the dev wallet starts again on its first, 31337).
  await page.reload()
  await waitForValue(page, 'status', 'connected')
  await waitForValue(page, 'chainId', '31337')
  await page.getByRole('button', { name: accountButton }).waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)

  // useDisconnect: Latch's button goes back to "Connect Wallet".
  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await waitForValue(page, 'status', 'disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

  // One source of truth the other way: Latch's own button connects wagmi,
  // Latch's Account view disconnects it.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'status', 'connected')
  await waitForValue(page, 'address', DEV_ACCOUNT_0)
  await page.getByRole('button', { name: accountButton }).click()
  await latchModal(page, 'Account')
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await waitForValue(page, 'status', 'disconnected')
  expect(errors).toEqual([])
})
