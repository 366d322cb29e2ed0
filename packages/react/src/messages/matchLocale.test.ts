import { expect, test } from 'vitest'
import { matchLocale } from './matchLocale.js'
import { preferredLocale } from './preferredLocale.js'
import { textDirection } from './textDirection.js'

test.each([
  ['de', 'de'],
  ['de-AT', 'de'],
  ['pt-BR', 'pt-BR'],
  ['pt-PT', 'pt-BR'],
  ['pt', 'pt-BR'],
  ['zh', 'zh-CN'],
  ['zh-Hans-CN', 'zh-CN'],
  ['zh-TW', undefined],
  ['zh-Hant', undefined],
  ['ar-EG', 'ar'],
  ['he-IL', 'he'],
  ['en-GB', 'en'],
  ['ko-KR', undefined],
])('matchLocale(%s) = %s', (tag, expected) => {
  expect(matchLocale(tag)).toBe(expected)
})

test('the first browser language with a catalogue wins, as the browser wrote it', () => {
  expect(preferredLocale(['ko-KR', 'fr-CA', 'de'])).toBe('fr-CA')
  expect(preferredLocale(['ko-KR', 'zh-TW'])).toBe('en')
  expect(preferredLocale([])).toBe('en')
  expect(preferredLocale(['de-!!', 'es-419'])).toBe('es-419')
})

test.each([
  ['ar', 'rtl'],
  ['he', 'rtl'],
  ['en', 'ltr'],
  ['hi', 'ltr'],
  ['ja', 'ltr'],
  ['zh-CN', 'ltr'],
] as const)('textDirection(%s) = %s', (locale, dir) => {
  expect(textDirection(locale)).toBe(dir)
})
