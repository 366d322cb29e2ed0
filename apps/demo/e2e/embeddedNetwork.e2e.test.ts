// Issue 18: after an e-mail (embedded) login, what storage remembers is
// what the page shows. The embedded wallet connects eip155 and solana in
// one approval; before, each restored namespace wrote its own network to
// storage on reload (the last one, Solana, won while the page showed Latch
// Devnet), and a disconnect then left the page on Solana Local after the
// next reload. Now storage is written from the store alone.
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { emailLogin, newEmail } from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'

const EVM = 'eip155:31337'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** A Latch storage item as the page stored it (JSON), or null. */
const stored = (page: Page, key: string) =>
  page.evaluate(
    (k) => JSON.parse(localStorage.getItem(`latch.v1.${k}`) ?? 'null'),
    key,
  )

/** The network shown, and storage saying the same. */
async function expectShownAndStored(page: Page, caipNetworkId: string) {
  await waitForValue(page, 'network.caipNetworkId', caipNetworkId)
  expect(await hookValue(page, 'network.name').textContent()).toBe(
    'Latch Devnet',
  )
  expect(await stored(page, 'activeCaipNetworkId')).toBe(caipNetworkId)
}

test('e-mail login → reload → Disconnect → reload: the EVM network on screen and in storage throughout', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, errors } = demo
  // The frame loads on first use (up to 20 s on a busy machine).
  page.setDefaultTimeout(30_000)
  const email = newEmail('network')
  await emailLogin(page, email)
  await expectShownAndStored(page, EVM)
  expect(await stored(page, 'activeNamespace')).toBe('eip155')
  // One approval connected both namespaces.
  expect(Object.keys(await stored(page, 'connections')).sort()).toEqual([
    'eip155',
    'solana',
  ])

  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  // The frame confirms the session; both namespaces are restored.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText(`Signed in as ${email}`).waitFor()
  // Let the restore of the second namespace (solana) settle.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  await expectShownAndStored(page, EVM)
  expect(await stored(page, 'activeNamespace')).toBe('eip155')

  await account.getByRole('button', { name: 'Disconnect' }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  await expectShownAndStored(page, EVM)
  expect(await stored(page, 'connections')).toBeNull()
  expect(await stored(page, 'connectionStatus')).toBe('disconnected')

  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await expectShownAndStored(page, EVM)
  expect(await hookValue(page, 'state.selectedNetworkId').textContent()).toBe(
    EVM,
  )
  // The whole wallet list (EVM), not one filtered to Solana wallets.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).waitFor()
  await connect.getByRole('button', { name: 'WalletConnect' }).waitFor()
  expect(errors).toEqual([])
}, 120_000)
