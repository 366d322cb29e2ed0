import { expect, test } from 'vitest'
import { legalMessages } from './legalMessages.js'
import { locales } from './locales.js'
import { walletsButtonMessages } from './walletsButtonMessages.js'

test("Connect's terms strings and wallets button are in every language, translated, each sentence with its links", () => {
  expect(Object.keys(legalMessages).sort()).toEqual([...locales].sort())
  expect(Object.keys(walletsButtonMessages).sort()).toEqual([...locales].sort())
  for (const locale of locales) {
    const messages = legalMessages[locale]
    expect(messages.agree.split('{links}'), locale).toHaveLength(2)
    expect(messages.footer.split('{links}'), locale).toHaveLength(2)
    if (locale === 'en') continue
    for (const key of ['agree', 'footer', 'terms', 'privacy'] as const)
      expect(messages[key], `${locale} ${key}`).not.toBe(legalMessages.en[key])
    expect(walletsButtonMessages[locale], locale).not.toBe(
      walletsButtonMessages.en,
    )
  }
})
