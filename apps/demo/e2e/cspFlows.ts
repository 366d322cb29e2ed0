// Steps of the strict-CSP tests: the policy the demo is served with, a
// counter of the page's (and its frames') CSP violations, and the Send
// review reached from the Account view.
import { devAccounts } from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { connectDevWallet, latchModal } from './flows.js'
import { fillSend } from './sendFlows.js'

const origin = (url: string) => new URL(url).origin

/**
 * `default-src 'self'; script-src 'self'; style-src 'self'` (no
 * `'unsafe-inline'`, no nonce), plus the loopback origins of the stack the
 * demo talks to: the API (data, wallet icons, WalletConnect's Verify
 * attestation frame), the embedded-wallet service (its frame only: the
 * frame fetches from its own origin, under its own policy), the relay and
 * the chains' RPC.
 */
export function strictPolicy() {
  const api = origin(inject('apiUrl'))
  const embedded = origin(inject('embeddedUrl'))
  const peers = [
    api,
    origin(inject('relayUrl')),
    ...inject('rpcUrls').map(origin),
    origin(inject('solanaRpcUrl')),
  ]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${peers.join(' ')}`,
    `frame-src ${embedded} ${api}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')
}

type Recorded = { __cspViolations?: string[] }

/**
 * Records every `securitypolicyviolation` of the page and of each frame in
 * it (an init script: it runs before the documents' own scripts). Pass as
 * `openDemo`'s `beforeLoad`.
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Recorded).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${location.origin}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
}

/** The violations recorded so far in the page and all its frames. */
export async function cspViolations(page: Page): Promise<string[]> {
  const all: string[] = []
  for (const frame of page.frames())
    all.push(
      ...(await frame
        .evaluate(() => (window as Recorded).__cspViolations ?? [])
        .catch(() => [])),
    )
  return all
}

/** Connects the dev wallet, then Account → Send (0.01 ETH) → Review send. */
export async function openSendReview(page: Page) {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  const send = await fillSend(page, {
    symbol: 'ETH',
    amount: '0.01',
    to: devAccounts[9]?.address ?? '',
    fee: /^Network fee: \d/,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  const review = latchModal(page, 'Review send')
  await review.getByText('0.01 ETH', { exact: true }).waitFor()
  return review
}
