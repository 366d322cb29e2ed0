import { expect, test } from 'vitest'
import { buyMessages } from './buyMessages.js'
import { loadBuyCatalogue } from './loadBuyCatalogue.js'
import { locales } from './locales.js'

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test.each(locales.filter((l) => l !== 'en'))(
  'the Buy strings in %s: every key, the same placeholders, translated',
  async (locale) => {
    const catalogue = await loadBuyCatalogue(locale as never)
    expect(Object.keys(catalogue).sort()).toEqual(
      Object.keys(buyMessages).sort(),
    )
    for (const [key, english] of Object.entries(buyMessages)) {
      const text = catalogue[key as keyof typeof buyMessages]
      expect(placeholders(text), key).toEqual(placeholders(english))
    }
    expect(catalogue.buyWhat).not.toBe(buyMessages.buyWhat)
  },
)
