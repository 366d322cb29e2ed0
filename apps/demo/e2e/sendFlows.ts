// The Send view's steps shared by the send tests (EVM and Solana, injected,
// WalletConnect and embedded wallets), by role and accessible name.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { escapeRegExp } from './browser.js'
import { latchModal } from './flows.js'

/** Matches exactly `text`. */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`)

/** An Activity row's status word. */
export const statusOf = (row: Locator) =>
  row.getByText(/^(Pending|Confirmed|Failed)$/).textContent()

/** The demo page's theme switch, to `theme` (a modal left open is closed first). */
export async function useTheme(page: Page, theme: 'dark' | 'light') {
  // A modal left open (by a failed test before) would cover the page.
  const modal = page.locator('[data-latch] [role="dialog"][aria-modal="true"]')
  if (await modal.count()) {
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  }
  const to = theme === 'light' ? 'Use light theme' : 'Use dark theme'
  const button = page.getByRole('button', { name: to })
  if (await button.count()) await button.click()
  const back = theme === 'light' ? 'Use dark theme' : 'Use light theme'
  await page.getByRole('button', { name: back }).waitFor()
}

/**
 * Account → Send with `symbol`'s token, `amount` and `to` filled in; waits
 * for the network fee line matching `fee` when given. Returns the Send view.
 */
export async function fillSend(
  page: Page,
  fields: { symbol: string; amount: string; to: string; fee?: RegExp },
) {
  await latchModal(page, 'Account')
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Send' })
    .click()
  const send = latchModal(page, 'Send')
  await pickToken(page, fields.symbol)
  await send.getByRole('textbox', { name: 'Amount' }).fill(fields.amount)
  await send.getByRole('textbox', { name: 'To' }).fill(fields.to)
  if (fields.fee) await send.getByText(fields.fee).waitFor()
  return send
}

/** Send view: opens the token picker and picks `symbol`'s option. */
async function pickToken(page: Page, symbol: string) {
  const send = latchModal(page, 'Send')
  const token = send.getByRole('combobox', { name: 'Token' })
  await expect.poll(() => token.isEnabled()).toBe(true)
  await token.click()
  await send
    .getByRole('listbox', { name: 'Token' })
    .getByRole('option', { name: new RegExp(`^(\\w )?${symbol} `) })
    .click()
}

/**
 * Send view → Send, for the embedded wallet: its frame shows the one
 * approval, Latch shows no Review send of its own.
 */
export async function sendInFrame(page: Page) {
  await latchModal(page, 'Send')
    .getByRole('button', { name: 'Send', exact: true })
    .click()
}

/** Send view → Preview send → Review send (showing `summary`, when given) → Send. */
export async function previewAndSend(page: Page, summary?: string) {
  await latchModal(page, 'Send')
    .getByRole('button', { name: 'Preview send' })
    .click()
  const preview = latchModal(page, 'Review send')
  if (summary) await preview.getByText(summary, { exact: true }).waitFor()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
}
