// apps/next (Next.js App Router), built once for this file: the server
// renders the connect button, account and network from the visitor's
// cookies; the browser hydrates with no warning and never shows "Connect
// Wallet" to a connected visitor, with the injected Latch Dev Wallet and
// with the embedded e-mail wallet; the server build holds no wallet-only
// code.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import {
  buildNextApp,
  type NextAppServer,
  nextAppDir,
  startNextApp,
} from '../../../scripts/next-app.mjs'
import { takeAhead } from '../../demo/e2e/ahead/takeAhead.js'
import {
  enterCode,
  lastMailId,
  newEmail,
  readCode,
  submitEmail,
} from '../../demo/e2e/embeddedFlows.js'
import { latchModal } from '../../demo/e2e/flows.js'
import {
  openSsrPage,
  type SsrPage,
  sawConnectWallet,
  serverHtml,
} from './ssrPage.js'

/** Dev account 0, the dev wallet's default. */
const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let server: NextAppServer | undefined
let ssr: SsrPage | undefined
let embedded: SsrPage | undefined

beforeAll(async () => {
  // Built by the global setup meanwhile, in a full run.
  await (takeAhead('next') ?? buildNextApp())
  const [rpc1, rpc2] = inject('rpcUrls')
  server = await startNextApp({
    env: {
      LATCH_DEVNET_RPC_1: rpc1,
      LATCH_DEVNET_RPC_2: rpc2,
      LATCH_RELAY_URL: inject('relayUrl'),
      LATCH_API_URL: inject('apiUrl'),
      LATCH_EMBEDDED_URL: inject('embeddedUrl'),
    },
  })
  ssr = await openSsrPage()
  embedded = await openSsrPage()
}, 300_000)

/**
 * The app by the name `localhost`, as the rest of the e2e stack
 * (global-setup's onLocalhost): the embedded wallet's frame is served on
 * `localhost` (a passkey's relying party cannot be an IP address), and a
 * page on 127.0.0.1 would make it a cross-site frame whose storage the
 * browser partitions, losing the session on reload.
 */
const pageOrigin = () =>
  (server?.url ?? '').replace('//127.0.0.1:', '//localhost:')

afterAll(async () => {
  await ssr?.close()
  await embedded?.close()
  await server?.close()
})

/** Every file under `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
}

test('the server build holds no wallet-only code; the client build does', async () => {
  // Markers of the wallet-only code: the modal's chunk (its dialog), the
  // WalletConnect client (a relay method, a session proposal), the
  // embedded wallet's frame, injected-wallet discovery (EIP-6963) and the
  // dev wallet.
  const markers = [
    'aria-modal',
    'irn_publish',
    'wc_sessionPropose',
    'data-latch-frame',
    'eip6963:requestProvider',
    'Latch Dev Wallet',
  ]
  const read = async (dir: string) =>
    (
      await Promise.all(
        (
          await filesUnder(join(nextAppDir, '.next', dir))
        )
          .filter((f) => f.endsWith('.js'))
          .map((f) => readFile(f, 'utf8')),
      )
    ).join('\n')
  const [serverCode, clientCode] = await Promise.all([
    read('server'),
    read('static'),
  ])
  for (const marker of markers) {
    expect(serverCode, marker).not.toContain(marker)
    // The markers are real: the browser's bundle has each.
    expect(clientCode, marker).toContain(marker)
  }
})

test('cold load, connect, connected reload, disconnect', async () => {
  const { page, problems } = ssr as SsrPage
  const url = `${pageOrigin()}/?devwallet=1`

  // Cold: the server's HTML and the page say "Connect Wallet".
  expect(await serverHtml(page, url)).toContain('>Connect Wallet</button>')
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.getByText('Not connected').waitFor()
  // (The watcher sees what the parser and React put in the page.)
  expect(await sawConnectWallet(page)).toBe(true)

  // Connect with the injected dev wallet.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', {
    name: 'Connect Wallet',
    exact: true,
  })
  await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  const prompt = page
    .getByRole('dialog', { name: 'Latch Dev Wallet', exact: true })
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const connected = page.locator('dd[data-status="connected"]', {
    hasText: DEV_ACCOUNT_0,
  })
  await connected.waitFor()
  await page.keyboard.press('Escape')

  // Connected reload: the server already renders the account, the browser
  // never shows "Connect Wallet" on the way to connected.
  const html = await serverHtml(page, url)
  expect(html).toContain(DEV_ACCOUNT_0)
  expect(html).toContain('Latch Devnet')
  expect(html).not.toContain('Connect Wallet')
  await page.reload()
  await connected.waitFor()
  await page.getByRole('button', { name: /^0xf39F/ }).waitFor()
  expect(await sawConnectWallet(page)).toBe(false)

  // Disconnect: "Connect Wallet" again, also from the server after a reload.
  await page.getByRole('button', { name: /^0xf39F/ }).click()
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(await serverHtml(page, url)).toContain('>Connect Wallet</button>')
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.getByText('Not connected').waitFor()

  // No hydration warning (or any other) on any of the loads.
  expect(problems).toEqual([])
})

test('the embedded e-mail wallet: cold load, login, connected reload, disconnect', async () => {
  const { page, problems } = embedded as SsrPage
  // The secure frame loads on first use (seconds on a busy machine).
  page.setDefaultTimeout(30_000)
  const url = `${pageOrigin()}/`
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

  // Log in with the code the mail catcher received.
  const email = newEmail('next')
  const since = await lastMailId(email)
  await submitEmail(page, email)
  await latchModal(page, 'Confirm e-mail').waitFor()
  await enterCode(page, 'Confirm e-mail', await readCode(email, since))
  await latchModal(page, 'Confirm e-mail').waitFor({ state: 'hidden' })
  const connected = page.locator('dd[data-status="connected"]')
  const address = (await connected.textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Connected reload: the account is in the server's HTML, and the page
  // never shows "Connect Wallet" while the frame restores the session.
  const html = await serverHtml(page, url)
  expect(html).toContain(address)
  expect(html).not.toContain('Connect Wallet')
  await page.reload()
  await connected.filter({ hasText: address }).waitFor()
  expect(await sawConnectWallet(page)).toBe(false)

  // Disconnect: "Connect Wallet" again, also from the server after a reload.
  await page
    .getByRole('button', { name: new RegExp(`^${address.slice(0, 6)}`) })
    .click()
  await latchModal(page, 'Account')
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(await serverHtml(page, url)).toContain('>Connect Wallet</button>')
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.getByText('Not connected').waitFor()

  expect(problems).toEqual([])
})
