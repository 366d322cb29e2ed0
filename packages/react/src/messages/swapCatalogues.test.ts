import { expect, test } from 'vitest'
import { loadSwapCatalogue } from './loadSwapCatalogue.js'
import { locales } from './locales.js'
import { swapMessages } from './swapMessages.js'

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test.each(locales.filter((l) => l !== 'en'))(
  'the Swap strings in %s: every key, the same placeholders, translated',
  async (locale) => {
    const catalogue = await loadSwapCatalogue(locale as never)
    expect(Object.keys(catalogue).sort()).toEqual(
      Object.keys(swapMessages).sort(),
    )
    for (const [key, english] of Object.entries(swapMessages)) {
      const text = catalogue[key as keyof typeof swapMessages]
      expect(placeholders(text), key).toEqual(placeholders(english))
    }
    expect(catalogue.swapFrom).not.toBe(swapMessages.swapFrom)
  },
)
