// Section "send": how long a send takes from the click on "Send" in the
// modal's Review send view to the transaction hash (the success toast,
// shown as soon as the wallet returns the hash), in apps/demo with the
// Latch Dev Wallet on a local devnet and latch-api (in memory), headless
// Chromium on loopback, a fresh profile per run. The wallet's approval is
// clicked as soon as its prompt shows; the figure also gives the part spent
// before the prompt (Latch + wallet building the request) so the human step
// can be told apart. One warm-up run is not counted. Reported, no budget.
import { inFreshPages } from '../lib/freshPages.mjs'
import { serveBuiltApp } from '../lib/serveBuiltApp.mjs'
import { startDevnetApi } from '../lib/startDevnetApi.mjs'
import { median, ms } from '../lib/stats.mjs'
import { stopAll } from '../lib/stopAll.mjs'

const RUNS = 5
const WARMUP = 1
const RUN_TIMEOUT_MS = 30_000
const RECEIVER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' // dev account 5

/** Recorded in the page: click on Send → prompt shown → toast shown. */
function sendMarks() {
  const marks = { clicked: 0, prompted: 0, sent: 0 }
  Object.assign(window, { __sendMarks: marks })
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element && event.target.closest('button')
      if (
        button &&
        button.textContent === 'Send' &&
        button.closest('[role="dialog"]')?.textContent?.includes('Review send')
      )
        marks.clicked = performance.now()
    },
    { capture: true },
  )
  new MutationObserver(() => {
    if (!marks.clicked) return
    if (!marks.prompted && document.querySelector('[role="dialog"] button')) {
      for (const b of document.querySelectorAll('[role="dialog"] button'))
        if (b.textContent === 'Approve') marks.prompted = performance.now()
    }
    if (!marks.sent && document.body.textContent?.includes('Transaction sent'))
      marks.sent = performance.now()
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

const modal = (page, name) => page.getByRole('dialog', { name, exact: true })
const walletPrompt = (page) =>
  page
    .getByRole('dialog', { name: 'Latch Dev Wallet', exact: true })
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })

async function approve(page) {
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
}

/** One run: connect, Account → Send → Review send → Send → hash. */
async function run(page, url) {
  await page.goto(`${url}?devwallet=1`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await approve(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await modal(page, 'Account')
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Send' })
    .click()
  const send = modal(page, 'Send')
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.001')
  await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
  await send.getByText(/^Network fee: \d/).waitFor()
  await send.getByRole('button', { name: 'Preview send' }).click()
  await modal(page, 'Review send')
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  await approve(page)
  await page.getByText('Transaction sent', { exact: true }).waitFor()
  const marks = await page.evaluate(() => window.__sendMarks)
  return {
    total: marks.sent - marks.clicked,
    beforePrompt: marks.prompted - marks.clicked,
  }
}

export async function benchSend() {
  const host = '127.0.0.1'
  const stops = []
  try {
    const { devnet, api } = await startDevnetApi({ host, stops })
    const url = await serveBuiltApp({
      app: 'demo',
      host,
      stops,
      rpcUrls: devnet.chains.map((c) => c.url),
      apiUrl: api.url,
    })
    const runs = await inFreshPages({
      runs: RUNS,
      warmup: WARMUP,
      timeoutMs: RUN_TIMEOUT_MS,
      label: 'send',
      setup: (context) => context.addInitScript(sendMarks),
      once: (page) => run(page, url),
    })
    const totals = runs.map((t) => t.total)
    const beforePrompt = runs.map((t) => t.beforePrompt)
    console.log(
      `\n| send (loopback, dev wallet approves at once) | median of ${RUNS} | runs |`,
    )
    console.log('| --- | --- | --- |')
    console.log(
      `| click Send → transaction hash | ${ms(median(totals))} | ${totals.map((t) => t.toFixed(0)).join(', ')} |`,
    )
    console.log(
      `| of which click Send → wallet prompt shown | ${ms(median(beforePrompt))} | ${beforePrompt.map((t) => t.toFixed(0)).join(', ')} |`,
    )
    return {
      results: {
        runs: RUNS,
        warmup: WARMUP,
        clickToHash: { median: median(totals), samples: totals },
        clickToPrompt: { median: median(beforePrompt), samples: beforePrompt },
      },
      checks: [],
    }
  } finally {
    await stopAll(stops)
  }
}
