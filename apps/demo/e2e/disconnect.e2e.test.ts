import type { WebSocketRoute } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { openWallet } from '../../wallet/e2e/wallet.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { connectDevWallet, latchModal, waitForValue } from './flows.js'
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

test('Disconnect returns to the Connect Wallet button', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.reload()
  await waitForValue(page, 'account.status', 'disconnected')
})

test("over WalletConnect, a relay that stops answering at disconnect: 'Failed to disconnect' and DISCONNECT_ERROR (SPEC §4, §8), disconnected all the same", async () => {
  const relayUrl = inject('relayUrl')
  // The page's sockets to the real relay go through the browser's router,
  // so the test can make the relay go silent for this page alone.
  let relayDown = false
  const open: WebSocketRoute[] = []
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    beforeLoad: (page) =>
      page.routeWebSocket(
        (url) => url.href.startsWith(relayUrl),
        (ws) => {
          // Down: the socket opens but nothing answers.
          if (relayDown) return
          ws.connectToServer()
          open.push(ws)
        },
      ),
  })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  const wallet = await openWallet(context, inject('walletUrl'))
  await page.bringToFront()
  await openWalletConnectView(page)
  await approvePairing(wallet.page, await copyPairingUri(page))
  await page.bringToFront()
  await waitForValue(page, 'account.isConnected', 'yes')

  relayDown = true
  for (const ws of open.splice(0)) await ws.close()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page
    .getByRole('status', { name: 'Notifications' })
    .getByText('Failed to disconnect')
    .waitFor({ timeout: 20_000 })
  await waitForValue(page, 'account.isConnected', 'no')
  const tracked = (
    (await hookValue(page, 'event.tracked').textContent()) ?? ''
  ).split(' ')
  expect(tracked).toContain('DISCONNECT_ERROR')
  expect(tracked).not.toContain('DISCONNECT_SUCCESS')

  // The relay answers again: a reload does not bring the session back.
  relayDown = false
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
  expect(demo.errors).toEqual([])
})
