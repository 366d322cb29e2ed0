// Issue #24, SPEC §3 (Telegram social provider) and §5 (the Telegram login
// URL's state): social login inside a Telegram mini app, in Debian's
// Chromium with Telegram's Android user agent. Telegram's host API is the
// stand-in here (it is Telegram's, not ours): `window.Telegram.WebApp`
// with the platform and an `openLink` that opens the URL in a new page of
// the same browser context, as Telegram hands it to the external browser
// (no opener). The login runs on the real local OpenID provider of the
// global setup (standing in for Google), the service's callback page
// records the URL the browser reached, and the frame takes the login by
// its state through the relay (`/social/connect {state}`); the visitor is
// connected. A mini app reloaded while the login waits takes it up again.
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { newEmail } from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'

const TELEGRAM_ANDROID = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Telegram-Android/11.2.3 (Google Pixel 8; Android 14; SDK 34; HIGH)',
  viewport: { width: 412, height: 915 },
}

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

type Telegram = {
  /** The URLs the page handed to `openLink`. */
  links: string[]
  /** The page the last link opened in ("the external browser"). */
  browser(): Promise<Page>
  /** Popups the mini app opened itself (none should). */
  popups: Page[]
}

/** Installs the Telegram stand-in on `page` before it loads. */
async function asTelegramMiniApp(page: Page): Promise<Telegram> {
  const context: BrowserContext = page.context()
  const links: string[] = []
  const pages: Promise<Page>[] = []
  const popups: Page[] = []
  page.on('popup', (popup) => popups.push(popup))
  await page.exposeBinding('__telegramOpenLink', (_source, url: string) => {
    links.push(url)
    pages.push(
      context.newPage().then(async (tab) => {
        await tab.goto(url)
        return tab
      }),
    )
  })
  await page.addInitScript(() => {
    const open = (window as unknown as Record<string, unknown>)
      .__telegramOpenLink as (url: string) => void
    Object.assign(window, {
      Telegram: {
        WebApp: {
          platform: 'android',
          version: '8.0',
          openLink: (url: string) => open(url),
        },
      },
    })
  })
  return {
    links,
    popups,
    async browser() {
      await expect.poll(() => pages.length).toBeGreaterThan(0)
      return (await pages.at(-1)) as Page
    },
  }
}

async function openTelegramDemo() {
  let telegram: Telegram | undefined
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    phone: TELEGRAM_ANDROID,
    beforeLoad: async (page) => {
      telegram = await asTelegramMiniApp(page)
    },
  })
  demo.page.setDefaultTimeout(30_000)
  return { page: demo.page, telegram: telegram as Telegram }
}

async function continueWithGoogle(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('region', { name: 'Social logins' })
    .getByRole('button', { name: 'Continue with Google' })
    .click()
}

/** Signs in on the dev login provider's form in `tab`. */
async function signInAtProvider(tab: Page, email: string) {
  await tab
    .getByRole('heading', { name: 'Dev login provider' })
    .waitFor({ timeout: 30_000 })
  expect(new URL(tab.url()).origin).toBe(new URL(inject('oidcIssuer')).origin)
  await tab.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await tab.getByRole('button', { name: 'Sign in' }).click()
  // The callback page has no opener to post to: it says where to go.
  await tab
    .getByText('Sign-in finished. Return to the page you came from.')
    .waitFor({ timeout: 30_000 })
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    provider: localStorage.getItem('latch.v1.telegramSocialProvider'),
    state: localStorage.getItem('latch.v1.telegramSocialState'),
  }))

async function expectConnectedWithGoogle(page: Page, email: string) {
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toMatch(
    /^0x[0-9a-fA-F]{40}$/,
  )
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText('Signed in with Google').waitFor()
  await account.getByText(`Signed in as ${email}`).waitFor()
  expect(await stored(page)).toEqual({ provider: null, state: null })
}

test('inside Telegram, Continue with Google opens the login through Telegram (no popup), the URL carries a state, and the login comes back through the relay', async () => {
  const { page, telegram } = await openTelegramDemo()
  const email = newEmail('telegram')
  await continueWithGoogle(page)
  await latchModal(page, 'Log in with Google')
    .getByText('Continue in the Google window that opened')
    .waitFor()
  const tab = await telegram.browser()
  expect(telegram.links).toHaveLength(1)
  const state = new URL(telegram.links[0] as string).searchParams.get('state')
  expect(state).toMatch(/^[\w-]{20,}$/)
  expect(await stored(page)).toEqual({
    provider: '"google"',
    state: JSON.stringify(state),
  })
  await signInAtProvider(tab, email)
  await expectConnectedWithGoogle(page, email)
  expect(telegram.popups).toEqual([])
  // The only console errors: Chromium's log line for each 409
  // social_pending answer the frame got while the browser had not reached
  // the callback (the relay's "ask again").
  expect(
    demo?.errors.filter(
      (e) =>
        e !==
        'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ),
  ).toEqual([])
})

test('a mini app reloaded while the login waits takes it up by the stored state and connects', async () => {
  const { page, telegram } = await openTelegramDemo()
  const email = newEmail('telegram-reload')
  await continueWithGoogle(page)
  const tab = await telegram.browser()
  await expect.poll(async () => (await stored(page)).state).not.toBeNull()
  // Telegram reloads the mini app; the login in the browser goes on.
  await page.reload()
  // The login it left waiting shows again.
  await latchModal(page, 'Log in with Google')
    .getByText('Continue in the Google window that opened')
    .waitFor()
  await signInAtProvider(tab, email)
  await expectConnectedWithGoogle(page, email)
  expect(telegram.links).toHaveLength(1)
  expect(telegram.popups).toEqual([])
})
