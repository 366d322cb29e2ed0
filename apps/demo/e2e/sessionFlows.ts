// The demo's session panel (useGrantPermissions, useRevokePermissions,
// usePermissions), shared by the smart-session browser tests: grant, spend
// through the session key, read the panel's outputs.
import type { Locator, Page } from 'playwright-core'
import type { Address } from 'viem'
import { expect } from 'vitest'

/** One of the session panel's outputs, by its accessible name. */
export const sessionOutput = (page: Page, name: string) =>
  page.getByRole('status', { name, exact: true })

/**
 * Grant session → `approve` (one approval, in the wallet that grants) →
 * the page shows the new grant's key (not the last one's) and its status.
 */
export async function grantSession(
  page: Page,
  approve: () => Promise<void>,
): Promise<Address> {
  const key = sessionOutput(page, 'Session key')
  const before = await key.textContent()
  await page.getByRole('button', { name: 'Grant session' }).click()
  await approve()
  await expect.poll(() => key.textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => key.textContent()).not.toBe(before)
  expect(await sessionOutput(page, 'Session').textContent()).toMatch(
    /^Granted until \d{4}-/,
  )
  return (await key.textContent()) as Address
}

/**
 * Spend n through the session: its result ("Spend n: success" or
 * "… reverted"), after checking no approval was asked on the way
 * (`prompt`: where the wallet would ask).
 */
export async function spendWithSession(
  page: Page,
  n: number,
  prompt: (page: Page) => Locator,
) {
  const result = sessionOutput(page, 'Session spend')
  await page
    .getByRole('button', { name: 'Spend 0.03 ETH with the session' })
    .click()
  await expect
    .poll(() => result.textContent())
    .toMatch(new RegExp(`^Spend ${n}: `))
  expect(await prompt(page).count()).toBe(0)
  return result.textContent()
}
