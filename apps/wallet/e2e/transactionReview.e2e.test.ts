// The wallet shows what it signs: a dapp in Node asks, over WalletConnect,
// for approve(spender, max) on the LDT token, a batch of transfers and a
// transaction with a hidden fee; the dialog names the spender, "unlimited",
// the simulated balance changes and the max network fee, and the
// transaction mined carries exactly that fee (the hidden one bounded to 2×
// the node's). axe finds no violation on the dialog.

import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet'
import { waitForReceipt } from '@latch/devnet/node'
import type { SignClient } from '@latch/protocol/client'
import type { Page } from 'playwright-core'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  maxUint256,
  parseEther,
  toHex,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { axeViolations } from '../../demo/e2e/axeViolations.js'
import {
  answerWallet,
  createNodeDapp,
  openWallet,
  walletDialog,
} from './wallet.js'

const [dev0, dev1] = devAccounts as [
  (typeof devAccounts)[0],
  (typeof devAccounts)[0],
]
const spender = devAccounts[7]!.address
const token = DEMO_TOKEN_ADDRESS as Hex

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The value shown beside the label `label` in the dialog's details. */
const detail = (page: Page, title: string, label: string) =>
  walletDialog(page, title).locator('dt', { hasText: label }).locator('+ dd')

test('approve(spender, max) shows the spender, "unlimited", the simulation and the fee it signs; a hidden fee is bounded', async () => {
  const dapp: SignClient = await createNodeDapp(inject('relayUrl'))
  cleanups.push(() => dapp.close())
  const browser = await launchChromium()
  cleanups.push(() => browser.close())
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: [
          'eth_sendTransaction',
          'wallet_sendCalls',
          'wallet_getCallsStatus',
        ],
        events: ['chainChanged'],
      },
    },
  })
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
    uri,
  )
  await answerWallet(page, 'Connection request', 'Approve')
  const { topic } = await approval()

  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  })
  const sent = dapp.request<Hex>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'eth_sendTransaction',
      params: [{ from: dev0.address, to: token, data }],
    },
  })
  const title = 'Send transaction'
  const dialog = walletDialog(page, title)
  await dialog
    .getByText(`Approve ${spender} to spend unlimited LDT`, { exact: true })
    .waitFor()
  await dialog
    .getByRole('list', { name: 'Warnings' })
    .getByText(`Unlimited approval: ${spender} can spend all your LDT`, {
      exact: false,
    })
    .waitFor()
  await expect
    .poll(() => detail(page, title, 'Simulated changes').textContent())
    .toBe('No balance changes')
  const fee = await detail(page, title, 'Max network fee').textContent()
  expect(fee).toMatch(/^0\.\d+ ETH$/)
  const approve = dialog.getByRole('button', { name: 'Approve', exact: true })
  expect(await approve.isEnabled()).toBe(true)
  expect(await axeViolations(page)).toEqual([])

  await answerWallet(page, title, 'Approve')
  const rpc = createPublicClient({ transport: http(inject('rpcUrls')[0]) })
  const hash = await sent
  const tx = await rpc.getTransaction({ hash })
  // The fee shown is the fee signed: gas × maxFeePerGas of the mined tx.
  expect(`${formatEther(tx.gas * (tx.maxFeePerGas ?? 0n))} ETH`).toBe(fee)
  expect((await waitForReceipt(rpc, hash)).status).toBe('success')
  expect(
    await rpc.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [dev0.address, spender],
    }),
  ).toBe(maxUint256)

  // A batch: both balance changes from the simulation, per-call actions.
  const batch = dapp.request<{ id: string }>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: dev0.address,
          atomicRequired: false,
          calls: [
            { to: dev1.address, value: toHex(parseEther('0.001')) },
            {
              to: token,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [dev1.address, parseEther('1.5')],
              }),
            },
          ],
        },
      ],
    },
  })
  await expect
    .poll(() => detail(page, 'Send calls', 'Simulated changes').textContent())
    .toBe('−0.001 ETH\n−1.5 LDT')
  expect(
    await detail(page, 'Send calls', 'Call 2 · Action').textContent(),
  ).toBe(`Transfer 1.5 LDT to ${dev1.address}`)
  expect(await detail(page, 'Send calls', 'Call 2 · Value').textContent()).toBe(
    '0 ETH',
  )
  expect(await detail(page, 'Send calls', 'Call 2 · Token').textContent()).toBe(
    `LDT (${token})`,
  )
  expect(await axeViolations(page)).toEqual([])
  await answerWallet(page, 'Send calls', 'Approve')
  const { id } = await batch
  expect(id).toBeTypeOf('string')
  // The batch's calls mine after the id returns: the balance below is read
  // once both are final, so it counts the hidden-fee transaction alone.
  await expect
    .poll(
      async () =>
        (
          await dapp.request<{ status: number }>({
            topic,
            chainId: 'eip155:31337',
            request: { method: 'wallet_getCallsStatus', params: [id] },
          })
        ).status,
    )
    .toBe(200)

  // The hidden fee: value 0, gas 21000 and a max fee of balance / 21000.
  // The wallet shows and signs at most 2× the node's max fee instead.
  const balance = await rpc.getBalance({ address: dev0.address })
  const nodeFee = (await rpc.estimateFeesPerGas()).maxFeePerGas
  const drain = dapp.request<Hex>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'eth_sendTransaction',
      params: [
        {
          from: dev0.address,
          to: dev1.address,
          value: '0x0',
          gas: toHex(21_000n),
          maxFeePerGas: toHex(balance / 21_000n),
          maxPriorityFeePerGas: toHex(balance / 21_000n),
        },
      ],
    },
  })
  await expect
    .poll(() => detail(page, title, 'Max network fee').textContent())
    .toBe(`${formatEther(21_000n * 2n * nodeFee)} ETH`)
  await answerWallet(page, title, 'Approve')
  const drained = await rpc.getTransaction({ hash: await drain })
  expect(drained.maxFeePerGas).toBe(2n * nodeFee)
  await waitForReceipt(rpc, drained.hash)
  expect(
    balance - (await rpc.getBalance({ address: dev0.address })),
  ).toBeLessThanOrEqual(21_000n * 2n * nodeFee)
  expect(errors).toEqual([])
})
