// Writes docs/screenshots/<state>-<theme>-<size>.png (screenshotFiles.ts)
// from the built demo on the e2e stack, driven as a person would: by role
// and accessible name, with the e2e suite's own steps (apps/demo/e2e), so a
// UI change that keeps the e2e tests green keeps this script working.
// Run by `npm run screenshots` (vitest.config.ts here), never by `npm test`.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { devAccounts } from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import { afterAll, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from '../../apps/demo/e2e/browser.js'
import {
  enterCode,
  lastMailId,
  newEmail,
  readCode,
  secureFrame,
  submitEmail,
} from '../../apps/demo/e2e/embeddedFlows.js'
import {
  answerDevWallet,
  latchModal,
  waitForValue,
} from '../../apps/demo/e2e/flows.js'
import { fillSend, previewAndSend } from '../../apps/demo/e2e/sendFlows.js'
import { renderScreenshotPage } from './renderScreenshotPage.js'
import {
  type ScreenshotState,
  screenshotSizes,
  screenshotThemes,
} from './screenshotFiles.js'

const outDir = join(import.meta.dirname, '../../docs/screenshots')

type Look = {
  theme: (typeof screenshotThemes)[number]
  size: (typeof screenshotSizes)[number]
}

/** The demo at `look`'s viewport, in `look`'s theme (the demo's toggle). */
async function open(look: Look, devWallet: boolean): Promise<DemoPage> {
  const demo = await openDemo(inject('demoUrl'), { devWallet })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await page.setViewportSize({
    width: look.size.width,
    height: look.size.height,
  })
  await page.emulateMedia({ colorScheme: look.theme })
  const toggle = page.getByRole('button', { name: /^Use (light|dark) theme$/ })
  if ((await toggle.textContent())?.includes(look.theme)) {
    await toggle.click()
    await page
      .getByRole('button', { name: /^Use (light|dark) theme$/ })
      .filter({ hasNotText: look.theme })
      .waitFor()
  }
  return demo
}

/**
 * The viewport as painted once it has settled: finite animations ended
 * (not the paused ones, e.g. the hidden kept-ready view's entrance),
 * images decoded, fonts loaded (the frame's too: it is in the page).
 */
async function shot(page: Page, state: ScreenshotState, look: Look) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState !== 'paused' &&
            a.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    )
    // A lazy image that is not near the viewport never loads, so its
    // decode() never settles: those get 3 s to come, then are left out.
    await Promise.all(
      [...document.images].map((image) =>
        Promise.race([
          image.decode().catch(() => {}),
          ...(image.loading === 'lazy'
            ? [new Promise((resolve) => setTimeout(resolve, 3_000))]
            : []),
        ]),
      ),
    )
  })
  await page.screenshot({
    path: join(outDir, `${state}-${look.theme}-${look.size.size}.png`),
    caret: 'hide',
    animations: 'disabled',
  })
}

const looks: Look[] = screenshotSizes.flatMap((size) =>
  screenshotThemes.map((theme) => ({ theme, size })),
)

afterAll(() => writeFile(join(outDir, 'index.md'), renderScreenshotPage()))

for (const look of looks) {
  const name = `${look.theme} ${look.size.size}`

  test(`${name}: Connect, All Wallets, Account (Tokens, NFTs, Activity), Send, Receive with the dev wallet`, async () => {
    await mkdir(outDir, { recursive: true })
    const demo = await open(look, true)
    try {
      const { page } = demo
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = latchModal(page, 'Connect Wallet')
      await connect.getByRole('button', { name: 'All Wallets' }).waitFor()
      // The e-mail field's chunk, if the click came before the idle preload.
      await connect.getByRole('textbox', { name: 'Email' }).waitFor()
      await shot(page, 'connect', look)

      await connect.getByRole('button', { name: 'All Wallets' }).click()
      const all = latchModal(page, 'All Wallets')
      await all.getByRole('searchbox').waitFor()
      // The directory's wallets have come (more than Back, Close and a few).
      await expect
        .poll(() => all.getByRole('button').count())
        .toBeGreaterThan(8)
      await shot(page, 'all-wallets', look)
      await all.getByRole('button', { name: 'Back', exact: true }).click()

      await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
      await answerDevWallet(page, 'Approve')
      await waitForValue(page, 'account.isConnected', 'yes')

      await page
        .getByRole('button', { name: 'Open modal', exact: true })
        .click()
      const account = latchModal(page, 'Account')
      await account
        .getByRole('tabpanel')
        .getByRole('listitem')
        .first()
        .waitFor()
      await shot(page, 'account-tokens', look)

      await account.getByRole('tab', { name: 'NFTs' }).click()
      await expect
        .poll(() => account.getByRole('tab', { selected: true }).textContent())
        .toBe('NFTs')
      await shot(page, 'account-nfts', look)

      const send = await fillSend(page, {
        symbol: 'ETH',
        amount: '0.25',
        to: devAccounts[1]?.address ?? '',
        fee: /^Network fee: \d/,
      })
      await send.getByRole('button', { name: 'Preview send' }).waitFor()
      await shot(page, 'send', look)
      await previewAndSend(page)
      await answerDevWallet(page, 'Approve')
      await account.waitFor()
      await page.getByText('Transaction sent', { exact: true }).waitFor()

      // The send just made is listed once the API's indexer has seen it.
      await account.getByRole('tab', { name: 'Activity' }).click()
      await account
        .getByRole('tabpanel')
        .getByRole('listitem')
        .first()
        .waitFor()
      await shot(page, 'account-activity', look)

      await account
        .getByRole('group', { name: 'Account actions' })
        .getByRole('button', { name: 'Receive' })
        .click()
      await latchModal(page, 'Receive').getByRole('img').first().waitFor()
      await shot(page, 'receive', look)
    } finally {
      await demo.close()
    }
  })

  test(`${name}: the e-mail code step and the embedded frame's approval`, async () => {
    await mkdir(outDir, { recursive: true })
    const demo = await open(look, false)
    try {
      const { page } = demo
      const email = newEmail('screenshots')
      const since = await lastMailId(email)
      await submitEmail(page, email)
      const code = latchModal(page, 'Confirm e-mail')
      await code.waitFor()
      await shot(page, 'email-code', look)

      await enterCode(page, 'Confirm e-mail', await readCode(email, since))
      await code.waitFor({ state: 'hidden' })
      await waitForValue(page, 'account.isConnected', 'yes')

      await page.getByRole('button', { name: 'Sign message' }).click()
      // The header says what is asked.
      await latchModal(page, 'Sign message').waitFor()
      const prompt = secureFrame(page).getByRole('dialog', {
        name: 'Approve request',
      })
      // The frame arms Approve once fully visible for 500 ms: shown armed.
      const approve = prompt.getByRole('button', { name: 'Approve' })
      await expect
        .poll(() => approve.isEnabled(), { timeout: 15_000 })
        .toBe(true)
      await shot(page, 'frame-approval', look)
      await prompt.getByRole('button', { name: 'Reject' }).click()
    } finally {
      await demo.close()
    }
  })
}
