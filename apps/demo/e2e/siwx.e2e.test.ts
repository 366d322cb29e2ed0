import { SiweMessage } from 'siwe'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import {
  answerDevWallet,
  DEV_ACCOUNT_0,
  devWalletPrompt,
  latchModal,
  waitForValue,
} from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const DEV_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Connect Wallet → Latch Dev Wallet → Approve; ends on Sign In. */
async function connectAndWaitForSignIn(page: DemoPage['page']) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  const signIn = latchModal(page, 'Sign In')
  await signIn.getByText('Latch demo needs to connect to your wallet').waitFor()
  return signIn
}

test('required sign-in: cannot close, decline shows the error, Sign again, survives a reload', async () => {
  demo = await openDemo(inject('demoUrl'), { query: 'siwx=required' })
  const { page } = demo
  const signIn = await connectAndWaitForSignIn(page)
  await waitForValue(page, 'siwx.status', 'signedOut')

  // No Close button is offered (closing is disabled, SPEC §4); Escape and
  // a click on the overlay leave it open.
  expect(await signIn.getByRole('button', { name: 'Close' }).count()).toBe(0)
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await signIn.waitFor()

  await signIn.getByRole('button', { name: 'Sign' }).click()
  await answerDevWallet(page, 'Reject')
  await signIn
    .getByRole('alert')
    .filter({ hasText: 'Signature declined' })
    .waitFor()
  await page.waitForTimeout(300) // let the view's animation finish
  expect(await axeViolations(page)).toEqual([])

  await signIn.getByRole('button', { name: 'Sign' }).click()
  await answerDevWallet(page, 'Approve')
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'siwx.status', 'signedIn')
  await waitForValue(page, 'siwx.address', DEV_ACCOUNT_0)

  // The stored message is EIP-4361 for this page.
  const stored = await page.evaluate(() =>
    localStorage.getItem('latch.v1.siwxSessions'),
  )
  const [session] = JSON.parse(stored ?? '[]') as { message: string }[]
  expect(new SiweMessage(session?.message ?? '')).toMatchObject({
    domain: new URL(inject('demoUrl')).host,
    address: DEV_ACCOUNT_0,
    chainId: 31337,
    statement: 'Sign in to the Latch demo.',
  })

  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  expect(await latchModal(page, 'Sign In').count()).toBe(0)
  expect(await devWalletPrompt(page).count()).toBe(0)
  expect(demo.errors).toEqual([])
})

test('required sign-in: Cancel disconnects; an account switch prompts again', async () => {
  demo = await openDemo(inject('demoUrl'), { query: 'siwx=required' })
  const { page } = demo
  let signIn = await connectAndWaitForSignIn(page)
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'account.isConnected', 'no')

  signIn = await connectAndWaitForSignIn(page)
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'siwx.status', 'signedIn')

  await page.evaluate(() =>
    (
      window as unknown as {
        latchDevWallet: { setAccount(index: number): void }
      }
    ).latchDevWallet.setAccount(1),
  )
  await waitForValue(page, 'account.address', DEV_ACCOUNT_1)
  await latchModal(page, 'Sign In').waitFor()
  await waitForValue(page, 'siwx.status', 'signedOut')
  expect(demo.errors).toEqual([])
})

test('optional sign-in: Close closes and the wallet stays connected', async () => {
  demo = await openDemo(inject('demoUrl'), { query: 'siwx=optional' })
  const { page } = demo
  const signIn = await connectAndWaitForSignIn(page)
  await expect(
    signIn.getByText(/Canceling will disconnect/).count(),
  ).resolves.toBe(0)
  await signIn.getByRole('button', { name: 'Close' }).click()
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedOut')
  expect(demo.errors).toEqual([])
})

test('server sign-in: latch-api knows the session (cookie and bearer token), after a reload too', async () => {
  const apiUrl = inject('apiUrl')
  demo = await openDemo(inject('demoUrl'), { query: 'siwx=server' })
  const { page } = demo
  const signIn = await connectAndWaitForSignIn(page)
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await answerDevWallet(page, 'Approve')
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'siwx.status', 'signedIn')

  const who = () =>
    page.evaluate(async (url) => {
      const res = await fetch(`${url}/v1/siwx/session?projectId=latch-demo`, {
        credentials: 'include',
      })
      return { status: res.status, body: await res.json() }
    }, apiUrl)
  // Same site (loopback): the HttpOnly cookie alone is enough.
  expect(await who()).toMatchObject({
    status: 200,
    body: { session: { address: DEV_ACCOUNT_0, chainId: 'eip155:31337' } },
  })
  // And the bearer token kept for cross-site hosts works on its own.
  const token = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('latch.v1.siwxToken'))) ??
      '""',
  ) as string
  const byToken = await fetch(
    `${apiUrl}/v1/siwx/session?projectId=latch-demo`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        origin: new URL(inject('demoUrl')).origin,
      },
    },
  )
  expect(byToken.status).toBe(200)

  await page.reload()
  await waitForValue(page, 'siwx.status', 'signedIn')
  expect(await latchModal(page, 'Sign In').count()).toBe(0)

  // Sign out revokes it on the API (and disconnects: sign-in is required).
  await page.getByRole('button', { name: 'Sign out' }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  expect((await who()).status).toBe(401)
  // Asking "who is signed in" before signing in answers 401 by contract
  // (SIWX_NO_SESSION), which Chromium logs as a failed resource load.
  expect(demo.errors.filter((e) => !e.includes('status of 401'))).toEqual([])
})
