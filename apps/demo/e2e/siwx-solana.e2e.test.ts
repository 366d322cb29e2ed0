// Server-verified sign-in with a Solana account in Chromium: the demo with
// `?siwx=server&siwxSolana=1` (Solana Local offered beside the EVM
// devnets), the Latch Dev Wallet's Solana side (Wallet Standard, injected)
// connects, approves the CAIP-122 sign-in message in its panel, and
// latch-api knows the session by its cookie and bearer token, after a
// reload too; the signed text verifies with ed25519.
import { devSolanaAccounts } from '@latch/devnet'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { answerDevWallet, latchModal, waitForValue } from './flows.js'
import { chooseNetwork, SOLANA_LOCAL, verifiesEd25519 } from './solanaFlows.js'

/** The dev Solana account only this test signs in with. */
const ACCOUNT_INDEX = 8
const account = devSolanaAccounts[ACCOUNT_INDEX]?.address as string

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

type ApiSession = {
  address: string
  chainId: string
  account: string
  message: string
  signature: string
}

test('server sign-in with the Solana dev wallet: approved in the wallet, latch-api knows the session (cookie and bearer token), after a reload too', async () => {
  const apiUrl = inject('apiUrl')
  demo = await openDemo(inject('demoUrl'), {
    query: `siwx=server&siwxSolana=1&solanaAccount=${ACCOUNT_INDEX}`,
  })
  const { page } = demo
  await chooseNetwork(page, 'Latch Devnet', 'Solana Local')
  await waitForValue(page, 'network.caipNetworkId', SOLANA_LOCAL)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.caipAddress', `${SOLANA_LOCAL}:${account}`)

  const signIn = latchModal(page, 'Sign In')
  await signIn.getByText('Latch demo needs to connect to your wallet').waitFor()
  await waitForValue(page, 'siwx.status', 'signedOut')
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await answerDevWallet(page, 'Approve')
  await signIn.waitFor({ state: 'hidden' })
  await waitForValue(page, 'siwx.status', 'signedIn')
  await waitForValue(page, 'siwx.address', account)

  const who = () =>
    page.evaluate(async (url) => {
      const res = await fetch(`${url}/v1/siwx/session?projectId=latch-demo`, {
        credentials: 'include',
      })
      return { status: res.status, body: await res.json() }
    }, apiUrl)
  // Same site (loopback): the HttpOnly cookie alone is enough.
  const known = await who()
  expect(known).toMatchObject({
    status: 200,
    body: {
      session: {
        address: account,
        chainId: SOLANA_LOCAL,
        account: `${SOLANA_LOCAL}:${account}`,
      },
    },
  })
  const session = (known.body as { session: ApiSession }).session
  expect(session.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(inject('demoUrl')).host} wants you to sign in with your Solana account:`,
    account,
  ])
  expect(session.message).toContain(
    `\nChain ID: ${SOLANA_LOCAL.slice('solana:'.length)}\n`,
  )
  expect(verifiesEd25519(session.message, session.signature, account)).toBe(
    true,
  )

  // The bearer token kept for cross-site hosts works on its own, and
  // lists the session by CAIP-2 chain and address.
  const token = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('latch.v1.siwxToken'))) ??
      '""',
  ) as string
  const byToken = await fetch(
    `${apiUrl}/v1/siwx/sessions?projectId=latch-demo&chainId=${SOLANA_LOCAL}&address=${account}`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        origin: new URL(inject('demoUrl')).origin,
      },
    },
  )
  expect(byToken.status).toBe(200)
  expect(await byToken.json()).toMatchObject({
    sessions: [{ address: account, chainId: SOLANA_LOCAL }],
  })

  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'siwx.status', 'signedIn')
  await waitForValue(page, 'siwx.address', account)
  expect(await latchModal(page, 'Sign In').count()).toBe(0)

  // Sign out revokes it on the API (and disconnects: sign-in is required).
  await page.getByRole('button', { name: 'Sign out' }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  expect((await who()).status).toBe(401)
  // "Who is signed in" before signing in answers 401 by contract
  // (SIWX_NO_SESSION), which Chromium logs as a failed resource load.
  expect(demo.errors.filter((e) => !e.includes('status of 401'))).toEqual([])
})
