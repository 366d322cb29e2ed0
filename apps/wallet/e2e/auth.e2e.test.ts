// One-click auth (wc_sessionAuthenticate) in the reference wallet, against
// a dapp in Node (the Latch sign client, dapp side) through the e2e relay:
// the "Sign-in request" dialog shows the messages it signs; Approve answers
// with one CACAO per chain and opens the session, Reject declines, a wallet
// without one-click auth gets the fallback proposal instead.
import { devAccounts } from '@latch/devnet'
import type { SignClient } from '@latch/protocol/client'
import type { BrowserContext } from 'playwright-core'
import { SiweMessage } from 'siwe'
import { toHex, verifyMessage } from 'viem'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { axeViolations } from '../../demo/e2e/axeViolations.js'
import {
  answerWallet,
  createNodeDapp,
  openWallet,
  sessionItem,
  walletDialog,
} from './wallet.js'

const [dev0] = devAccounts as [(typeof devAccounts)[0]]

let dapp: SignClient
let browser: { context: BrowserContext; close(): Promise<void> }
beforeEach(async () => {
  dapp = await createNodeDapp(inject('relayUrl'))
  browser = await launchChromium()
})
afterEach(async () => {
  await browser.close()
  await dapp.close()
})

function authenticate(chains: string[], expiry?: number) {
  return dapp.authenticate({
    expiry,
    chains,
    domain: 'dapp.test',
    uri: 'http://dapp.test/login',
    nonce: `n${Date.now()}`,
    statement: 'Sign in to Node Dapp',
    methods: ['personal_sign'],
  })
}

test('Approve: one approval connects and signs in on each requested chain; the session then signs', async () => {
  const { uri, response } = await authenticate(['eip155:31337', 'eip155:31338'])
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
    uri,
  )
  const dialog = walletDialog(page, 'Sign-in request')
  await dialog.getByText('Node Dapp wants to connect and sign in').waitFor()
  // The messages it signs, one per chain, as text.
  const shown = await dialog.locator('pre').allTextContents()
  expect(shown).toHaveLength(2)
  expect(new SiweMessage(shown[0] ?? '')).toMatchObject({
    domain: 'dapp.test',
    address: dev0.address,
    chainId: 31337,
  })
  expect(shown[1]).toContain('Chain ID: 31338')
  expect(shown[0]).toContain('Sign in to Node Dapp')
  // It grants what the app asks and it answers (populateAuthPayload).
  await dialog.getByText('personal_sign', { exact: true }).waitFor()
  // Focus starts on the heading; no axe-core WCAG A/AA violations.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Sign-in request')
  expect(await axeViolations(page)).toEqual([])
  await answerWallet(page, 'Sign-in request', 'Approve')

  const { session, auths } = await response()
  expect(auths.map((cacao) => cacao.p.iss)).toEqual([
    `did:pkh:eip155:31337:${dev0.address}`,
    `did:pkh:eip155:31338:${dev0.address}`,
  ])
  expect(auths[0]?.s.s).toBe(await signed(shown[0] ?? ''))
  await sessionItem(page, 'Node Dapp').waitFor()
  await page
    .getByRole('status')
    .getByText('Connected to Node Dapp and signed in.')
    .waitFor()
  // No connection request after it: one approval.
  expect(await walletDialog(page, 'Connection request').count()).toBe(0)

  const signature = dapp.request<`0x${string}`>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: {
      method: 'personal_sign',
      params: [toHex('after sign-in'), dev0.address],
    },
  })
  await answerWallet(page, 'Sign message', 'Approve')
  expect(
    await verifyMessage({
      address: dev0.address,
      message: 'after sign-in',
      signature: await signature,
    }),
  ).toBe(true)
  expect(errors).toEqual([])
})

/** dev0's EIP-191 signature of `message`. */
async function signed(message: string) {
  const { privateKeyToAccount } = await import('viem/accounts')
  return privateKeyToAccount(dev0.privateKey).signMessage({ message })
}

test('Reject: the dapp gets USER_REJECTED and no session is opened', async () => {
  const { uri, response } = await authenticate(['eip155:31337'])
  const settled = response()
  settled.catch(() => {})
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
    uri,
  )
  await answerWallet(page, 'Sign-in request', 'Reject')
  await expect(settled).rejects.toMatchObject({ code: 5000 })
  await page.getByRole('status').getByText('Rejected Node Dapp.').waitFor()
  await expect(sessionItem(page, 'Node Dapp').count()).resolves.toBe(0)
  expect(errors).toEqual([])
})

test('only chains the wallet lacks: Approve answers UNSUPPORTED_CHAINS', async () => {
  const { uri, response } = await authenticate(['eip155:1'])
  const settled = response()
  settled.catch(() => {})
  const { page } = await openWallet(browser.context, inject('walletUrl'), uri)
  const dialog = walletDialog(page, 'Sign-in request')
  await dialog.getByText(/none of the requested networks/).waitFor()
  await answerWallet(page, 'Sign-in request', 'Approve')
  await expect(settled).rejects.toMatchObject({ code: 5100 })
  await page
    .getByRole('alert')
    .getByText(/eip155:1/)
    .waitFor()
})

test('a wallet without one-click auth gets the fallback proposal', async () => {
  const { uri, response } = await authenticate(['eip155:31337'])
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
    uri,
    { oneClickAuth: false },
  )
  await answerWallet(page, 'Connection request', 'Approve')
  const { session, auths } = await response()
  expect(auths).toEqual([])
  expect(session.namespaces.eip155?.accounts).toContain(
    `eip155:31337:${dev0.address}`,
  )
  expect(await walletDialog(page, 'Sign-in request').count()).toBe(0)
  expect(errors).toEqual([])
})

test('an auth request leaves the screen when it expires', async () => {
  const { uri, response } = await authenticate(['eip155:31337'], 8)
  response().catch(() => {})
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
    uri,
  )
  const dialog = walletDialog(page, 'Sign-in request')
  await dialog.waitFor()
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
  expect(errors).toEqual([])
})
