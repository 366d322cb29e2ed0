// Browser helpers for the reference wallet (apps/wallet): open it in a page
// and answer its dialogs by role and accessible name.
import { createSignClient } from '@latch/protocol/client'
import type { BrowserContext, Page } from 'playwright-core'
import WebSocket from 'ws'

/** A dapp in Node: the Latch sign client, named "Node Dapp". */
export function createNodeDapp(relayUrl: string) {
  return createSignClient({
    relayUrl,
    projectId: 'latch-demo',
    metadata: {
      name: 'Node Dapp',
      description: 'e2e dapp',
      url: 'http://dapp.test',
      icons: [],
    },
    WebSocket: WebSocket as never,
  })
}

/**
 * Opens the wallet in a new page of `context`, optionally by link
 * (`/wc?uri=…`). Page errors are collected in `errors`. With
 * `oneClickAuth: false` it plays a wallet without one-click auth.
 */
export async function openWallet(
  context: BrowserContext,
  walletUrl: string,
  uri?: string,
  { oneClickAuth = true }: { oneClickAuth?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const query = new URLSearchParams()
  if (uri) query.set('uri', uri)
  if (!oneClickAuth) query.set('oneClickAuth', 'off')
  const search = query.size ? `?${query}` : ''
  await page.goto(`${walletUrl}${uri ? 'wc' : ''}${search}`)
  return { page, errors }
}

/** The wallet's dialog titled `title` ('Connection request', 'Sign message'…). */
export const walletDialog = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title, exact: true })

/** Answers the wallet dialog titled `title` and waits for it to close. */
export async function answerWallet(
  page: Page,
  title: string,
  answer: 'Approve' | 'Reject',
) {
  const dialog = walletDialog(page, title)
  await dialog.getByRole('button', { name: answer, exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
}

/** Pastes `uri` into the "WalletConnect URI" field and presses Connect. */
export async function pasteUri(page: Page, uri: string) {
  await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
}

/** The session card of the app named `name` in the Sessions list. */
export const sessionItem = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Sessions' })
    .getByRole('listitem', { name, exact: true })
