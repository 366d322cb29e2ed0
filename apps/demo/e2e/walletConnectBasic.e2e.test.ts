// Issue #24 item 2's browser test: on a phone (Chromium with an Android
// user agent, touch and a 412×915 viewport) without a browser wallet,
// WalletConnect is the basic wallet list: the directory's wallets that open
// by their link, each link carrying the pairing URI. Following one (the
// wallet's link answered in place: the page stays) shows the wait for that
// wallet; the reference wallet (apps/wallet), opened at its own deep link
// with the URI the link carried, approves and the demo is connected.
// axe-clean while the list shows and while it waits.
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet } from '../../wallet/e2e/wallet.js'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { DEV_ACCOUNT_0, latchModal, waitForValue } from './flows.js'

const ANDROID = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 915 },
}

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('phone without a browser wallet: the basic list opens a wallet by its link with the pairing URI; the wallet approves', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false, phone: ANDROID })
  const { page, context } = demo
  expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  const view = latchModal(page, 'WalletConnect')
  const list = view.getByRole('list', { name: 'All Wallets' })
  await list.waitFor()
  // Only wallets that open by a link: no QR code, no extension.
  expect(await view.getByRole('img', { name: /^QR code/ }).count()).toBe(0)
  const open = list.getByRole('link', { name: 'Open MetaMask' })
  const href = (await open.getAttribute('href')) as string
  expect(href).toMatch(/^https:\/\/metamask\.app\.link\/wc\?uri=wc%3A/)
  const uri = new URL(href).searchParams.get('uri') as string
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await view.getByRole('button', { name: 'Copy link' }).waitFor()
  expect(await axeViolations(page)).toEqual([])

  // The wallet's universal link: answered with 204, so the page stays (as
  // a phone hands the link to the installed app).
  const followed: string[] = []
  await page.route('https://metamask.app.link/**', (route) => {
    followed.push(route.request().url())
    return route.fulfill({ status: 204 })
  })
  await open.tap()
  await view.getByRole('status').getByText('Continue in MetaMask').waitFor()
  expect(followed).toEqual([href])
  expect(await axeViolations(page)).toEqual([])

  // The wallet, opened with the URI the link carried, approves.
  const wallet = await openWallet(context, inject('walletUrl'), uri)
  await answerWallet(wallet.page, 'Connection request', 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  await view.waitFor({ state: 'hidden' })
  expect(demo.errors).toEqual([])
  expect(wallet.errors).toEqual([])
})
