// Issue 20 (languages): the modal's main views in a pseudo-locale (en-XA,
// made from English at test time and served in place of a catalogue
// chunk): every visible text and label in the modal must come out
// pseudo-localized — a hard-coded string fails — and the ~40 % longer
// words must not overflow or clip the buttons.
import type { Locator, Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { animationsDone } from './animationsDone.js'
import { type DemoPage, escapeRegExp, openDemo } from './browser.js'
import { answerDevWallet, waitForValue } from './flows.js'
import {
  accented,
  english,
  pseudoCatalogueModule,
  pseudoLetters,
} from './pseudoLocale.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Texts that are data, not words: names, addresses, symbols, numbers. */
const data = [
  /^Latch Dev Wallet$/,
  // Social providers' names: product names, the same in every language
  // (packages/react/src/messages/providerNames.ts), like the wallets'.
  /^(Google|GitHub|Apple|Facebook|X|Discord|Farcaster)$/,
  /^(Latch Devnet( 2)?|Solana Local|Bitcoin Testnet)$/,
  /^0x[0-9a-fA-F]{4,}/,
  /^[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
  /^(ETH|SOL|BTC)$/,
  // Token names, their icons' initials, amounts with their symbols.
  /^(Ether|Latch Demo Token)$/,
  /^\p{Lu}$/u,
  /^[\d.,\s\u00a0\u202f]+ [A-Z]{2,6}$/,
]

/** A name in en-XA, as a pattern (the bidi isolates aside). */
const named = (key: keyof typeof english) =>
  new RegExp(escapeRegExp(accented(english[key]).split('{')[0] ?? ''))

/** Every `name` in a JSON value (the wallet directory's wallets). */
const namesIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(namesIn)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) =>
          key === 'name' && typeof item === 'string' ? [item] : namesIn(item),
        )
      : []

/** The wallets' names the page got from the API: data, not words. */
const walletNames = new Set<string>()

/**
 * The visible texts and labels in `modal` that are not pseudo-localized
 * (nor data), and its buttons whose text overflows them.
 */
async function audit(modal: Locator) {
  return modal.evaluate(
    (root, { letters, data, names }) => {
      const patterns = data.map(([source, flags]) => new RegExp(source, flags))
      const localized = (text: string) =>
        !/\p{L}/u.test(text) ||
        names.includes(text) ||
        text.includes('⟦') ||
        [...text].some((c) => letters.includes(c)) ||
        patterns.some((p) => p.test(text))
      const untranslated: string[] = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        const parent = node.parentElement
        if (!text || !parent?.checkVisibility({ visibilityProperty: true }))
          continue
        if (!localized(text)) untranslated.push(text)
      }
      for (const element of root.querySelectorAll(
        '[aria-label], [placeholder], [title], img[alt]',
      ))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const text = element.getAttribute(name)?.trim()
          if (text && !localized(text)) untranslated.push(`${name}=${text}`)
        }
      const clipped = [...root.querySelectorAll('button')]
        .filter(
          (button) =>
            button.checkVisibility() &&
            (button.scrollWidth > button.clientWidth + 1 ||
              button.scrollHeight > button.clientHeight + 1),
        )
        .map((button) => button.textContent?.trim() ?? '')
      return { untranslated, clipped }
    },
    {
      letters: [...pseudoLetters].join(''),
      data: data.map((d): [string, string] => [d.source, d.flags]),
      names: [...walletNames],
    },
  )
}

const dialog = (page: Page, key: keyof typeof english) =>
  page.getByRole('dialog', { name: named(key) })

test('en-XA: the Connect, All Wallets, Account and network views show only catalogue text, and nothing overflows', async () => {
  demo = await openDemo(inject('demoUrl'), {
    query: 'locale=de',
    // The de chunk is answered with en-XA: the catalogue the page loads.
    beforeLoad: async (page) => {
      await page.route(/\/de-[\w-]{8}\.js$/, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: pseudoCatalogueModule(),
        }),
      )
    },
  })
  const { page } = demo
  page.on('response', async (response) => {
    if (!/\/getWallets\b/.test(response.url())) return
    for (const name of namesIn(await response.json().catch(() => null)))
      walletNames.add(name)
  })
  const clean = { untranslated: [], clipped: [] }

  await page.getByRole('button', { name: named('connectWallet') }).click()
  const connect = dialog(page, 'connectWallet')
  await connect.waitFor()
  await connect.getByRole('button', { name: named('allWallets') }).waitFor()
  // The wallet list (names are data) has come and been read.
  await expect.poll(() => walletNames.size).toBeGreaterThan(0)
  expect(await audit(connect)).toEqual(clean)

  await connect.getByRole('button', { name: named('allWallets') }).click()
  const all = dialog(page, 'allWallets')
  await all.getByRole('searchbox').waitFor()
  expect(await audit(all)).toEqual(clean)
  await all.getByRole('button', { name: named('back') }).click()

  await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = dialog(page, 'account')
  await account.waitFor()
  await page.waitForLoadState('networkidle')
  expect(await audit(account)).toEqual(clean)

  // The network button sits under the tokens: a click while the body
  // grows to them would land below its clipping edge.
  await animationsDone(page)
  await account
    .getByRole('button', { name: /Latch Devnet/ })
    .first()
    .click()
  const networks = dialog(page, 'selectNetwork')
  await networks.waitFor()
  expect(await audit(networks)).toEqual(clean)
  expect(demo.errors).toEqual([])
})
