// The wallet page, its proposal dialog and a listed session have no axe-core
// WCAG 2.x A/AA violations; the dialog takes focus and keeps the page inert.
import type { SignClient } from '@latch/protocol/client'
import { afterEach, expect, inject, test } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { axeViolations } from '../../demo/e2e/axeViolations.js'
import {
  answerWallet,
  createNodeDapp,
  openWallet,
  sessionItem,
  walletDialog,
} from './wallet.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

test('no axe violations: empty wallet, proposal dialog, session list', async () => {
  const dapp: SignClient = await createNodeDapp(inject('relayUrl'))
  cleanups.push(() => dapp.close())
  const browser = await launchChromium()
  cleanups.push(() => browser.close())
  const { page } = await openWallet(browser.context, inject('walletUrl'))
  await page.getByRole('heading', { name: 'Latch Wallet' }).waitFor()
  await page.getByRole('status').getByText('Starting the wallet…').waitFor({
    state: 'detached',
  })
  expect(await axeViolations(page)).toEqual([])

  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    },
  })
  await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri ?? '')
  await page.keyboard.press('Enter')
  const dialog = walletDialog(page, 'Connection request')
  await dialog.waitFor()
  // Focus starts on the dialog's heading, then Tab reaches its buttons.
  const focused = () => page.evaluate(() => document.activeElement?.textContent)
  await expect.poll(focused).toBe('Connection request')
  await page.keyboard.press('Tab')
  expect(await focused()).toBe('Reject')
  await page.keyboard.press('Tab')
  expect(await focused()).toBe('Approve')
  expect(await axeViolations(page)).toEqual([])
  await answerWallet(page, 'Connection request', 'Approve')
  await approval()
  await sessionItem(page, 'Node Dapp').waitFor()
  expect(await axeViolations(page)).toEqual([])
})
