import { expect, test } from 'vitest'
import { locales } from './locales.js'
import { offlineMessages } from './offlineMessages.js'

test('the offline banner has its string in every language, translated', () => {
  expect(Object.keys(offlineMessages).sort()).toEqual([...locales].sort())
  for (const locale of locales.filter((l) => l !== 'en'))
    expect(offlineMessages[locale], locale).not.toBe(offlineMessages.en)
})
