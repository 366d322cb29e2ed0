// Sign-in over WalletConnect with the reference wallet (apps/wallet). With
// sign-in on, the demo asks for one-click auth (wc_sessionAuthenticate):
// apps/wallet connects and signs in with one approval (ConnectingSiwe), a
// refusal there says 'Signature declined' and Try again pairs anew; a
// wallet without one-click auth (`?oneClickAuth=off`) approves the
// fallback proposal and the sign-in message is signed next (two steps).
import type { BrowserContext, Page } from 'playwright-core'
import { SiweMessage } from 'siwe'
import { recoverMessageAddress } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import {
  answerWallet,
  openWallet,
  pasteUri,
  sessionItem,
  walletDialog,
} from '../../wallet/e2e/wallet.js'
import { type DemoPage, openDemo } from './browser.js'
import { DEV_ACCOUNT_0, latchModal, waitForValue } from './flows.js'
import {
  allowClipboard,
  copyPairingUri,
  openWalletConnectView,
} from './walletConnectFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** The demo with server sign-in (required), clipboard allowed. */
async function openSignInDemo() {
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    query: 'siwx=server',
  })
  await allowClipboard(demo, inject('demoUrl'))
  return demo
}

const startWalletConnect = openWalletConnectView
const copyLink = copyPairingUri

/** "Who is signed in", asked of latch-api as the page (cookie). */
function whoIsSignedIn(page: Page) {
  return page.evaluate(async (url) => {
    const res = await fetch(`${url}/v1/siwx/session?projectId=latch-demo`, {
      credentials: 'include',
    })
    return { status: res.status, body: await res.json() }
  }, inject('apiUrl'))
}

async function expectKnownToApi(page: Page) {
  const known = await whoIsSignedIn(page)
  expect(known).toMatchObject({
    status: 200,
    body: { session: { address: DEV_ACCOUNT_0, chainId: 'eip155:31337' } },
  })
  expect(new SiweMessage(known.body.session.message).domain).toBe(
    new URL(inject('demoUrl')).host,
  )
}

async function walletFor(context: BrowserContext, oneClickAuth = true) {
  return openWallet(context, inject('walletUrl'), undefined, { oneClickAuth })
}

test('one-click auth: one approval in apps/wallet connects and signs in; latch-api knows it, also after a reload', async () => {
  const { page, context, errors } = await openSignInDemo()
  const view = await startWalletConnect(page)
  await view.getByText(/Connect and sign in to .+ in one step/).waitFor()
  const uri = await copyLink(page)

  const wallet = await walletFor(context)
  await pasteUri(wallet.page, uri)
  const auth = walletDialog(wallet.page, 'Sign-in request')
  const message = await auth.locator('pre').first().textContent()
  expect(new SiweMessage(message ?? '')).toMatchObject({
    domain: new URL(inject('demoUrl')).host,
    address: DEV_ACCOUNT_0,
    chainId: 31337,
  })
  await answerWallet(wallet.page, 'Sign-in request', 'Approve')

  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  await view.waitFor({ state: 'hidden' })
  // One approval: no sign-in view in the demo, no second prompt in the wallet.
  expect(await latchModal(page, 'Sign In').count()).toBe(0)
  expect(await walletDialog(wallet.page, 'Sign message').count()).toBe(0)
  expect(await walletDialog(wallet.page, 'Connection request').count()).toBe(0)
  await wallet.page
    .getByRole('status')
    .getByText(/and signed in\.$/)
    .waitFor()
  await expectKnownToApi(page)

  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  expect(await latchModal(page, 'Sign In').count()).toBe(0)

  // The session one-click auth opened carries requests (methods granted
  // in the signed ReCap): a message signed in the wallet, from the account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerWallet(wallet.page, 'Sign message', 'Approve')
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect.poll(() => result.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  expect(
    await recoverMessageAddress({
      message: 'Hello from the Latch demo',
      signature: (await result.textContent()) as `0x${string}`,
    }),
  ).toBe(DEV_ACCOUNT_0)
  // "Who is signed in" before signing in answers 401 by contract.
  expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([])
  expect(wallet.errors).toEqual([])
})

test("one-click auth declined in apps/wallet: 'Signature declined', Try again connects and signs in", async () => {
  const { page, context } = await openSignInDemo()
  const view = await startWalletConnect(page)
  const first = await copyLink(page)
  const wallet = await walletFor(context)
  await pasteUri(wallet.page, first)
  await answerWallet(wallet.page, 'Sign-in request', 'Reject')

  await view.getByText('Signature declined').waitFor()
  expect(await sessionItem(wallet.page, 'Latch demo').count()).toBe(0)
  await waitForValue(page, 'account.isConnected', 'no')
  await page.bringToFront()
  await view.getByRole('button', { name: 'Try again' }).click()
  const second = await copyLink(page)
  expect(second).not.toBe(first)
  await pasteUri(wallet.page, second)
  await answerWallet(wallet.page, 'Sign-in request', 'Approve')

  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  await view.waitFor({ state: 'hidden' })
  expect(await walletDialog(wallet.page, 'Sign message').count()).toBe(0)
  await expectKnownToApi(page)
})

test('a wallet without one-click auth: approves the connection, then signs in (two steps); latch-api knows it after a reload', async () => {
  const { page, context, errors } = await openSignInDemo()
  await startWalletConnect(page)
  const uri = await copyLink(page)

  const wallet = await walletFor(context, false)
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
  await expectKnownToApi(page)

  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  expect(await latchModal(page, 'Sign In').count()).toBe(0)
  // "Who is signed in" before signing in answers 401 by contract.
  expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([])
  expect(wallet.errors).toEqual([])
})
