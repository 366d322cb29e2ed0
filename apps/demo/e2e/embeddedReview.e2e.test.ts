// Issue #17 in Debian's Chromium: the embedded wallet's approval screen is
// the service's review of exactly what it will sign. An allowed page asks
// for the hidden-fee transaction (value 0, gas 21000, max fee ≈ balance /
// 21000): the frame shows the maximum network fee the service set, and
// the user pays at most that. An approve(spender, max) shows the spender
// and "Unlimited" with a warning. axe passes on the page and in the frame.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { DEMO_TOKEN_ADDRESS, waitForReceipt } from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseEther,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import {
  answerInFrame,
  askFrame,
  emailLogin,
  fact,
  newEmail,
  secureFrame,
} from './embeddedFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const spender = '0x00000000000000000000000000000000000a77Ac'
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** axe-core inside the secure frame (run through the debugger: CSP-proof). */
async function axeInFrame(page: Page): Promise<string[]> {
  const frame = page
    .frames()
    .find((f) => f.url().startsWith(inject('embeddedUrl')))
  if (!frame) return ['no frame']
  await frame.evaluate(axeSource)
  return frame.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(o: object): Promise<{
          violations: {
            id: string
            help: string
            nodes: { target: unknown; failureSummary?: string }[]
          }[]
        }>
      }
    }
    const result = await axe.run({
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    })
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary]))}`,
    )
  })
}

async function loggedIn() {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  await emailLogin(demo.page, newEmail('review'))
  const address = (await hookValue(
    demo.page,
    'account.address',
  ).textContent()) as Address
  return { page: demo.page, address }
}

test('hidden fees: the frame shows the maximum network fee the service set, and the user pays at most that', async () => {
  const client = devnetClient()
  const { page, address } = await loggedIn()
  await client.setBalance({ address, value: parseEther('10') })
  const greedy = `0x${(parseEther('10') / 21_000n).toString(16)}`
  await askFrame(page, 'eth_sendTransaction', [
    {
      from: address,
      to: spender,
      value: '0x0',
      gas: '0x5208',
      maxFeePerGas: greedy,
      maxPriorityFeePerGas: greedy,
    },
  ])
  const shown = (await fact(page, 'Maximum network fee')) ?? ''
  const [, eth, usd] = /^([\d.]+) ETH \((.+)\)$/.exec(shown) ?? []
  expect(shown).toMatch(/^[\d.]+ ETH \((≈ \$[\d.]+|< \$0\.01)\)$/)
  // Not the page's ≈ 10 ETH: the service's fee, bounded by the node's.
  expect(parseEther(eth ?? '99')).toBeLessThan(parseEther('0.01'))
  expect(usd).toBeTruthy()
  // The user is on their smart account (SPEC §3 default): the call goes
  // as a user operation, whose gas the service sets (no page gas limit
  // shown); the fee shown is the operation's maximum.
  expect(
    await secureFrame(page)
      .locator('dt', { hasText: /^Gas limit$/ })
      .count(),
  ).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  expect(await axeInFrame(page)).toEqual([])
  const before = await client.getBalance({ address })
  await answerInFrame(page, 'Approve')
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as { reviewReply?: { payload?: unknown } }).reviewReply
            ?.payload,
      ),
    )
    .toMatch(/^0x[0-9a-f]{64}$/)
  const hash = (await page.evaluate(
    () =>
      (window as { reviewReply?: { payload?: unknown } }).reviewReply?.payload,
  )) as `0x${string}`
  expect((await waitForReceipt(client, hash)).status).toBe('success')
  const after = await client.getBalance({ address })
  expect(before - after).toBeLessThanOrEqual(parseEther(eth ?? '0'))
  expect(demo?.errors).toEqual([])
})

test('approve(spender, max): the frame names the spender and "Unlimited", with a warning; axe passes', async () => {
  const { page, address } = await loggedIn()
  await devnetClient().setBalance({ address, value: parseEther('1') })
  const prompt = await askFrame(page, 'eth_sendTransaction', [
    {
      from: address,
      to: DEMO_TOKEN_ADDRESS,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    },
  ])
  expect(await fact(page, 'Spender')).toBe(spender)
  expect(await fact(page, 'Amount')).toBe('Unlimited')
  expect(await fact(page, 'Action')).toBe('Allow spending')
  const warning = prompt.getByRole('alert')
  expect(await warning.textContent()).toContain(
    `Unlimited approval: ${spender}`,
  )
  expect(await axeViolations(page)).toEqual([])
  expect(await axeInFrame(page)).toEqual([])
  await answerInFrame(page, 'Reject')
  expect(demo?.errors).toEqual([])
})
