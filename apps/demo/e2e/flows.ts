// Steps shared by the flow tests, written the way a person would do them:
// by role and accessible name.
import type { Page } from 'playwright-core'
import { escapeRegExp, hookValue } from './browser.js'

/** First dev account (anvil's default mnemonic, index 0). */
export const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The Latch modal with its current view title as accessible name. */
export const latchModal = (page: Page, name: string) =>
  page.getByRole('dialog', { name, exact: true })

/**
 * The Latch Dev Wallet's approval panel. The modal's connecting view has the
 * same name (the wallet's), so the panel is told apart by its Approve button.
 */
export const devWalletPrompt = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Latch Dev Wallet', exact: true })
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })

/** Answers the dev wallet's next prompt. */
export async function answerDevWallet(
  page: Page,
  answer: 'Approve' | 'Reject',
) {
  const prompt = devWalletPrompt(page)
  await prompt.getByRole('button', { name: answer }).click()
  await prompt.waitFor({ state: 'hidden' })
}

/** Waits until a hook-panel value reads `text`. */
export async function waitForValue(page: Page, label: string, text: string) {
  await hookValue(page, label)
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
    .waitFor()
}

/** Connect Wallet → Latch Dev Wallet → Approve; ends connected. */
export async function connectDevWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
}
