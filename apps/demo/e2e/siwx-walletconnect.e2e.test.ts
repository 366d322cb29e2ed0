// Sign-in over WalletConnect with the reference wallet (apps/wallet): it
// has no one-click auth, so the demo's wc_sessionAuthenticate request
// falls back to the proposal, and the sign-in message is signed next.
import { SiweMessage } from 'siwe'
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet, pasteUri } from '../../wallet/e2e/wallet.js'
import { type DemoPage, openDemo } from './browser.js'
import { DEV_ACCOUNT_0, latchModal, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('WalletConnect + server sign-in: apps/wallet approves, then signs in; latch-api knows it after a reload', async () => {
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    query: 'siwx=server',
  })
  const { page, context } = demo
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(inject('demoUrl')).origin,
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  const copy = latchModal(page, 'WalletConnect').getByRole('button', {
    name: 'Copy link',
  })
  await expect.poll(() => copy.isEnabled()).toBe(true)
  await copy.click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())

  const wallet = await openWallet(context, inject('walletUrl'))
  await pasteUri(wallet.page, uri)
  await answerWallet(wallet.page, 'Connection request', 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')

  const signIn = latchModal(page, 'Sign In')
  await signIn.waitFor()
  await page.bringToFront()
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await answerWallet(wallet.page, 'Sign message', 'Approve')
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'siwx.status', 'signedIn')

  const who = () =>
    page.evaluate(async (url) => {
      const res = await fetch(`${url}/v1/siwx/session?projectId=latch-demo`, {
        credentials: 'include',
      })
      return { status: res.status, body: await res.json() }
    }, inject('apiUrl'))
  const known = await who()
  expect(known).toMatchObject({
    status: 200,
    body: { session: { address: DEV_ACCOUNT_0, chainId: 'eip155:31337' } },
  })
  expect(new SiweMessage(known.body.session.message).domain).toBe(
    new URL(inject('demoUrl')).host,
  )

  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  expect(await latchModal(page, 'Sign In').count()).toBe(0)
  // "Who is signed in" before signing in answers 401 by contract.
  expect(demo.errors.filter((e) => !e.includes('status of 401'))).toEqual([])
  expect(wallet.errors).toEqual([])
})
