// Steps the card on-ramp's browser tests share: Account → Buy → a token,
// and paying the sandbox checkout in the window the click opened.
import type { Page } from 'playwright-core'
import { latchModal } from './flows.js'

/**
 * From the page with a wallet connected: opens the modal's Account view →
 * Buy → the button named `token` (e.g. 'Buy LDT on Latch Devnet'); the
 * Buy view.
 */
export async function openBuy(page: Page, token: string) {
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Buy', exact: true })
    .click()
  const buy = latchModal(page, 'Buy')
  await buy.getByRole('button', { name: token, exact: true }).click()
  return buy
}

/** The Buy view's quoted "You receive" figure. */
export const receivedFigure = (buy: ReturnType<typeof latchModal>) =>
  buy
    .getByRole('region', { name: 'Quote' })
    .getByText('You receive', { exact: true })
    .locator('xpath=following-sibling::dd[1]')

/**
 * Continue to payment → the checkout window (opened from the click) paid
 * 25.00 USD with `card`; its page and the order's id.
 */
export async function payInPopup(
  page: Page,
  buy: ReturnType<typeof latchModal>,
  card: string,
) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    buy.getByRole('button', { name: 'Continue to payment' }).click(),
  ])
  await popup.waitForURL(/\/v1\/onramp\/sandbox\/checkout\/ord_/)
  const orderId = popup.url().match(/ord_[0-9a-f]{32}/)?.[0] ?? ''
  await popup.getByRole('textbox', { name: 'Card number' }).fill(card)
  await popup.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/40')
  await popup.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123')
  await popup.getByRole('button', { name: /^Pay 25\.00 USD$/ }).click()
  return { popup, orderId }
}
