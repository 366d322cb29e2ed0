// Issue 8's interop test: the reference web client (@reown/appkit 1.7.20 on
// @walletconnect/universal-provider 2.21.7) with its relay set to the e2e
// relay and its fixed vendor hosts routed to the e2e latch-api (every other
// outbound host blocked and counted), driven in Chromium: wallet list →
// pair with apps/wallet → account (name, balance, Activity) → sign →
// reload → disconnect.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccounts } from '@latch/devnet/node'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest'
import { buildApp } from '../../../scripts/build-app.mjs'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import {
  answerWallet,
  sessionItem,
  walletDialog,
} from '../../wallet/e2e/wallet.js'
import { routeVendorHosts } from './vendorRoutes.mjs'

const PROJECT_ID = 'latch-demo'
/** The account apps/wallet signs with; no other e2e test uses it. */
const ACCOUNT_INDEX = 5
/** The Latch name registered for it before the test. */
const NAME = 'refclient'
const MESSAGE = 'Hello from the reference client'

let pageUrl = ''
const stops: (() => Promise<unknown>)[] = []
let browser: { context: BrowserContext; close(): Promise<void> } | undefined

beforeAll(async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'latch-reference-client-'))
  stops.push(() => rm(outDir, { recursive: true, force: true }))
  await buildApp({
    app: 'reference-client',
    outDir,
    rpcUrls: inject('rpcUrls'),
    relayUrl: inject('relayUrl'),
  })
  const server = await serveStatic({ root: outDir, host: '127.0.0.1', port: 0 })
  stops.push(() => server.close())
  pageUrl = server.url
  // The directory's apps/wallet entry points at this run's wallet.
  await admin('PATCH', '/admin/wallets/latch-wallet', {
    webapp_link: inject('walletUrl'),
  })
})
afterEach(async () => {
  await browser?.close()
  browser = undefined
})
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {})
})

function account() {
  const found = devAccounts[ACCOUNT_INDEX]
  if (!found) throw new Error(`no dev account ${ACCOUNT_INDEX}`)
  return found
}

/** An admin call to latch-api (throws on non-2xx). */
async function admin(method: string, path: string, body: unknown) {
  const response = await fetch(new URL(path, inject('apiUrl')), {
    method,
    headers: {
      authorization: `Bearer ${inject('apiAdminToken')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(
      `${method} ${path}: ${response.status} ${await response.text()}`,
    )
}

/** A call to latch-api's blockchain API from Node, as JSON. */
async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const url = new URL(path, inject('apiUrl'))
  url.searchParams.set('projectId', PROJECT_ID)
  const response = await fetch(url, init)
  if (!response.ok)
    throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * Gives the account a Latch name (signed by its key) and one transaction
 * (0.5 ETH to another dev account), and waits until the API has indexed it.
 * Returns the balance the client should show.
 */
async function prepareAccount(): Promise<string> {
  const signer = privateKeyToAccount(account().privateKey)
  const message = JSON.stringify({ name: NAME, timestamp: Date.now() })
  await api('/v1/profile/account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const client = createWalletClient({
    chain,
    transport: http(url),
    account: signer,
  })
  const hash = await client.sendTransaction({
    to: devAccounts[8]?.address as Address,
    value: parseEther('0.5'),
  })
  const history = `/v1/account/${signer.address}/history?chainId=eip155:31337`
  await expect
    .poll(
      async () =>
        (
          await api<{ data: { metadata: { hash: string } }[] }>(history)
        ).data.map((t) => t.metadata.hash),
      { timeout: 20_000 },
    )
    .toContain(hash)
  const wei = await createPublicClient({
    chain,
    transport: http(url),
  }).getBalance({ address: signer.address })
  // The reference client floors balances to 3 decimals.
  return `${Math.floor(Number(formatEther(wei)) * 1000) / 1000} ETH`
}

/** JWTs the Verify iframe posted to the page (recorded before any script). */
function recordAttestations(context: BrowserContext) {
  return context.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __verifyAttestations: seen })
    window.addEventListener('message', (event) => {
      try {
        const data = JSON.parse(String(event.data))
        if (data?.type === 'verify_attestation') seen.push(data.attestation)
      } catch {}
    })
  })
}

const attestations = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __verifyAttestations: string[] })
        .__verifyAttestations,
  )

function jwtPayload(jwt: string) {
  const part = jwt.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/** Visible text `text` in `scope`, shadow roots included. */
const visibleText = (scope: Page | Locator, text: string | RegExp) =>
  scope.getByText(text, { exact: true }).filter({ visible: true })

/** The page's output labelled `name` (role status). */
const output = (page: Page, name: string) =>
  page.getByRole('status', { name, exact: true })

test('reference client on Latch: list → pair apps/wallet → account → sign → reload → disconnect', async () => {
  const balance = await prepareAccount()
  browser = await launchChromium()
  const { context } = browser
  const traffic = await routeVendorHosts(context, { apiUrl: inject('apiUrl') })
  await recordAttestations(context)

  // apps/wallet signs with the prepared account (its choice is remembered).
  const setup = await context.newPage()
  await setup.goto(inject('walletUrl'))
  await setup
    .getByRole('combobox', { name: 'Account' })
    .selectOption(String(ACCOUNT_INDEX))
  await setup.close()

  const page = context.pages()[0] ?? (await context.newPage())
  page.setDefaultTimeout(15_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(pageUrl)

  // Opening the modal proposes at once: the URI is there with Verify answered
  // (the attestation iframe posted a JWT for this page's origin).
  await page.getByRole('button', { name: 'Open modal' }).click()
  await output(page, 'Pairing URI')
    .filter({ hasText: /^wc:[0-9a-f]{64}@2\?/ })
    .waitFor()
  const [jwt] = await attestations(page)
  expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(jwtPayload(jwt ?? '')).toMatchObject({
    origin: new URL(pageUrl).origin,
    isVerified: true,
    isScam: false,
  })

  // The wallet list comes from latch-api; apps/wallet is in it.
  await page.getByRole('button', { name: /All Wallets/ }).click()
  await page.getByRole('button', { name: /Latch Wallet/ }).click()
  const [wallet] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Open', exact: true }).click(),
  ])
  expect(wallet.url()).toMatch(`${inject('walletUrl')}wc?uri=wc%3A`)
  wallet.setDefaultTimeout(15_000)
  const walletErrors: string[] = []
  wallet.on('pageerror', (error) => walletErrors.push(error.message))
  const proposal = walletDialog(wallet, 'Connection request')
  await proposal.getByText('Reference client wants to connect').waitFor()
  await proposal
    .getByText(`✓ Verified domain: ${new URL(pageUrl).host}`)
    .waitFor()
  await answerWallet(wallet, 'Connection request', 'Approve')

  // The account: address on the page; name, balance and Activity in the modal.
  const address = privateKeyToAccount(account().privateKey).address
  await page.bringToFront()
  await output(page, 'Account').filter({ hasText: address }).waitFor()
  // The client's account button shows the name and balance.
  const accountButton = page.locator('appkit-button')
  await visibleText(accountButton, `${NAME}.latch.id`).waitFor()
  await visibleText(accountButton, balance).waitFor()
  // The client reports the account before its connect call returns (name
  // and balance are fetched first) and closes its modal only then: opened
  // before that, the account view would be closed under the test. So it is
  // opened once the connecting modal has closed.
  const modal = page.getByRole('alertdialog')
  await modal.waitFor({ state: 'hidden' })
  await accountButton.click()
  // The account view: the name as it cuts it (16 characters), the balance.
  await visibleText(modal, `${`${NAME}.latch.id`.slice(0, 16)}...`).waitFor()
  await visibleText(modal, balance).waitFor()
  await modal.getByRole('button', { name: /Activity/ }).click()
  // The transaction sent above, from latch-api's history.
  await visibleText(modal, '0.500 ETH').waitFor()
  await page.keyboard.press('Escape')

  // Sign a message: approved in apps/wallet, recovered to the account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerWallet(wallet, 'Sign message', 'Approve')
  const result = output(page, 'Signature result')
  await expect.poll(() => result.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await result.textContent()) as Hex
  expect(await recoverMessageAddress({ message: MESSAGE, signature })).toBe(
    address,
  )

  // A reload keeps the session.
  await page.reload()
  await output(page, 'Account').filter({ hasText: address }).waitFor()

  // Disconnect from the reference client's account view.
  await page.locator('appkit-button').click()
  await page.getByRole('button', { name: /Disconnect/ }).click()
  await output(page, 'Account').filter({ hasText: 'not connected' }).waitFor()
  await sessionItem(wallet, 'Reference client').waitFor({ state: 'detached' })

  // Every vendor call was answered by latch-api; nothing else left the page
  // but the web font, which the client does without.
  const failed = traffic.routed.filter((r) => r.status === 0 || r.status >= 400)
  expect(failed).toEqual([])
  const paths = new Set(
    traffic.routed.map(
      (r) => `${new URL(r.url).host}${new URL(r.url).pathname}`,
    ),
  )
  for (const path of [
    'api.web3modal.org/getWallets',
    'api.web3modal.org/appkit/v1/config',
    'verify.walletconnect.org/v3/attestation',
    `rpc.walletconnect.org/v1/identity/${address}`,
  ])
    expect(paths).toContain(path)
  expect(new Set(traffic.blocked.map((url) => new URL(url).host))).toEqual(
    new Set(['fonts.googleapis.com']),
  )
  expect(errors).toEqual([])
  expect(walletErrors).toEqual([])
})
