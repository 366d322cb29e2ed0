// Section "embedded": the embedded wallet on loopback, in headless Chromium
// against the real service (latch-api's embedded extension on its own
// port, PGlite in memory, a devnet), a real SMTP catcher and apps/demo:
//   - frame load: an iframe of the secure frame page created by a page of
//     the demo's origin → the frame's READY message (script loaded and run,
//     origin pinned); "ready" adds SPEC §9's 500 ms on top, not counted
//     here. Cold = a fresh browser profile; warm = the same page again.
//   - code submitted → wallet connected: the sixth digit typed in the
//     code step (the view submits it) → the demo's hook panel says
//     `account.isConnected yes`. The code is read from the mail the
//     service sent through SMTP, before the timed step starts. A new
//     e-mail address per run (a first login: user and key are created in
//     that step).
// Each run is a fresh browser profile. All logins come from one IP, so the
// service's per-IP mail and lockout limits are raised through its settings
// overrides (the limiter still runs). Reported, no budget (issue 10 sets
// none besides the byte budgets of the size check).
import { ensureFrameBuilt } from '../../packages/embedded/scripts/build-frame.mjs'
import { inFreshPages } from '../lib/freshPages.mjs'
import { serveBuiltApp } from '../lib/serveBuiltApp.mjs'
import { startDevnetApi } from '../lib/startDevnetApi.mjs'
import { median, ms, percentile } from '../lib/stats.mjs'
import { stopAll } from '../lib/stopAll.mjs'

const RUNS = 10
const WARMUP = 1
const FRAME_LOADS = 10
const RUN_TIMEOUT_MS = 45_000

/** In the page: times an iframe of `src` from creation to its READY. */
function timeFrameLoad({ src, origin }) {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe')
    const timer = setTimeout(() => reject(new Error('no READY in 20 s')), 20e3)
    const t0 = performance.now()
    addEventListener('message', function onMessage(event) {
      if (event.origin !== origin || event.source !== iframe.contentWindow)
        return
      if (event.data?.type !== '@latch-frame/READY') return
      removeEventListener('message', onMessage)
      clearTimeout(timer)
      const t = performance.now() - t0
      iframe.remove()
      resolve(t)
    })
    iframe.title = 'bench frame'
    iframe.src = src
    document.body.append(iframe)
  })
}

/** Marks when the code field gets its sixth digit (capture, before React). */
function codeMarks() {
  const marks = { submitted: 0 }
  Object.assign(window, { __codeMarks: marks })
  document.addEventListener(
    'input',
    (event) => {
      const input = event.target
      if (
        input instanceof HTMLInputElement &&
        input.autocomplete === 'one-time-code' &&
        /^\d{6}$/.test(input.value) &&
        !marks.submitted
      )
        marks.submitted = performance.now()
    },
    { capture: true },
  )
}

const modal = (page, name) => page.getByRole('dialog', { name, exact: true })
const hookValue = (page, label) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace('.', '\\.')}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** One login of a new user; returns code submitted → connected (ms). */
async function login(page, { demoUrl, mail, email }) {
  // ?dev=1: the demo's developer panel (hook values) open.
  await page.goto(new URL('?dev=1', demoUrl).href, { waitUntil: 'networkidle' })
  const since = mail.messages(email)[0]?.id ?? 0
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const codeStep = modal(page, 'Confirm e-mail')
  await codeStep.waitFor()
  const caught = await mail.waitForMail({ to: email, since, timeoutMs: 20e3 })
  const code = /\b(\d{6})\b/.exec(`${caught.subject}\n${caught.text}`)?.[1]
  if (!code) throw new Error(`no code in the mail to ${email}`)
  await codeStep
    .getByRole('textbox', { name: 'Verification code' })
    .pressSequentially(code)
  await hookValue(page, 'account.isConnected')
    .filter({ hasText: /^yes$/ })
    .waitFor()
  const connectedAt = await page.evaluate(() => performance.now())
  const { submitted } = await page.evaluate(() => window.__codeMarks)
  if (!submitted) throw new Error('the code field was not seen')
  // The hook panel renders in the same task as the connection; the
  // evaluate above runs after it, so this errs high by one round trip.
  return connectedAt - submitted
}

export async function benchEmbedded() {
  const { createEmbeddedExtension } = await import('@latch/api/embedded')
  const { startMailCatcher } = await import('@latch/devnet/node')
  const host = '127.0.0.1'
  const stops = []
  try {
    await ensureFrameBuilt()
    const mail = await startMailCatcher({ host, smtpPort: 0, httpPort: 0 })
    stops.push(() => mail.close())
    let embedded
    const { devnet, api } = await startDevnetApi({
      host,
      stops,
      indexer: false,
      extensions: (settings) => {
        embedded = createEmbeddedExtension({
          host,
          port: 0,
          chains: settings.chains,
          env: { LATCH_EMBEDDED_SMTP_URL: mail.smtpUrl },
          overrides: {
            mailLimit: { max: 10_000, windowMs: 900_000 },
            lockout: {
              maxFailures: 10_000,
              maxFailuresPerIp: 10_000,
              windowMs: 900_000,
            },
          },
          social: false,
          log: () => {},
        })
        return [embedded]
      },
    })
    const demoUrl = await serveBuiltApp({
      app: 'demo',
      host,
      stops,
      rpcUrls: devnet.chains.map((c) => c.url),
      apiUrl: api.url,
      embeddedUrl: embedded.url,
    })
    const origin = new URL(embedded.url).origin
    const src = `${embedded.url}/frame?projectId=latch-demo&chainId=31337&version=0.1.0&logger=false`

    const frameLoads = await inFreshPages({
      runs: FRAME_LOADS,
      timeoutMs: RUN_TIMEOUT_MS,
      label: 'embedded frame load',
      once: async (page) => {
        await page.goto(demoUrl, { waitUntil: 'load' })
        const cold = await page.evaluate(timeFrameLoad, { src, origin })
        const warm = await page.evaluate(timeFrameLoad, { src, origin })
        return { cold, warm }
      },
    })
    const cold = frameLoads.map((t) => t.cold)
    const warm = frameLoads.map((t) => t.warm)

    const logins = await inFreshPages({
      runs: RUNS,
      warmup: WARMUP,
      timeoutMs: RUN_TIMEOUT_MS,
      label: 'embedded login',
      setup: (context) => context.addInitScript(codeMarks),
      once: (page, i) =>
        login(page, {
          demoUrl,
          mail,
          email: `bench-${Date.now()}-${i}@example.com`,
        }),
    })

    const row = (label, samples) =>
      `| ${label} | ${ms(median(samples))} | ${ms(percentile(samples, 95))} | ${samples.map((t) => t.toFixed(0)).join(', ')} |`
    console.log('\n| embedded wallet (loopback) | median | p95 | runs |')
    console.log('| --- | --- | --- | --- |')
    console.log(row('frame load, cold profile (iframe → READY)', cold))
    console.log(row('frame load, warm (same page again)', warm))
    console.log(row('code submitted → wallet connected', logins))
    console.log(
      `(${FRAME_LOADS} frame loads each; ${RUNS} first logins of new users after ${WARMUP} warm-up, fresh profile each; SMTP through a local catcher, not timed)`,
    )
    const stat = (samples) => ({
      median: median(samples),
      p95: percentile(samples, 95),
      samples,
    })
    return {
      results: {
        frameLoadCold: stat(cold),
        frameLoadWarm: stat(warm),
        codeToConnected: stat(logins),
      },
      checks: [],
    }
  } finally {
    await stopAll(stops)
  }
}
