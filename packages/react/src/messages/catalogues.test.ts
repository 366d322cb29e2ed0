import { expect, test } from 'vitest'
import { embeddedMessages } from './embeddedMessages.js'
import { embeddedViewMessages } from './embeddedViewMessages.js'
import { en } from './en.js'
import { guideMessages } from './guideMessages.js'
import { loadCatalogue } from './loadCatalogue.js'
import { locales } from './locales.js'
import { namespaceMessages } from './namespaceMessages.js'
import { nftMessages } from './nftMessages.js'
import { sendMessages } from './sendMessages.js'
import { viewMessages } from './viewMessages.js'

// English is spread over the chunks that show it; every other language
// is one catalogue of all of it.
const english: Record<string, string> = {
  ...en,
  ...embeddedMessages,
  ...embeddedViewMessages,
  ...namespaceMessages,
  ...guideMessages,
  ...sendMessages,
  ...nftMessages,
  ...viewMessages,
}
// `{name}` and `{n, plural, one {…} other {…}}`.
const plural = /\{(\w+),\s*plural,(?:\s*=?\w+\s*\{[^{}]*\})+\s*\}/g
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]).sort()
const others = locales.filter((l) => l !== 'en')

test('there are catalogues for English and at least 7 other languages, two of them right to left', () => {
  expect(locales[0]).toBe('en')
  expect(others.length).toBeGreaterThanOrEqual(7)
  expect(others).toEqual(expect.arrayContaining(['ar', 'he']))
})

test('English keeps no key twice across its modules', () => {
  const count =
    Object.keys(en).length +
    Object.keys(embeddedMessages).length +
    Object.keys(embeddedViewMessages).length +
    Object.keys(namespaceMessages).length +
    Object.keys(guideMessages).length +
    Object.keys(sendMessages).length +
    Object.keys(nftMessages).length +
    Object.keys(viewMessages).length
  expect(Object.keys(english)).toHaveLength(count)
})

test.each(others)('%s has exactly English’s keys', async (locale) => {
  const catalogue = await loadCatalogue(locale)
  expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
})

test.each(others)(
  '%s keeps every {placeholder} of each string',
  async (locale) => {
    const catalogue: Record<string, string> = await loadCatalogue(locale)
    const wrong = Object.keys(english).filter(
      (key) =>
        placeholders(catalogue[key] ?? '').join() !==
        placeholders(english[key] ?? '').join(),
    )
    expect(wrong).toEqual([])
  },
)

test.each(others)(
  '%s has no empty string and no stray braces',
  async (locale) => {
    const catalogue = await loadCatalogue(locale)
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), key).not.toBe('')
      expect(text.replace(plural, '').replace(/\{\w+\}/g, ''), key).not.toMatch(
        /[{}]/,
      )
      for (const [cases] of text.matchAll(plural))
        expect(cases, `${key}: a plural needs an other case`).toMatch(
          /other\s*\{/,
        )
    }
  },
)
