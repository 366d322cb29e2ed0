import { expect, test } from 'vitest'
import { formatPlural } from './formatPlural.js'

test('fills the other placeholders and keeps unknown ones visible', () => {
  expect(formatPlural('{name} in {n} s', { name: 'Rabby', n: 3 }, 'en')).toBe(
    'Rabby in 3 s',
  )
  expect(
    formatPlural('{m, plural, one {# x} other {# xs}} {s}', { n: 1 }, 'en'),
  ).toBe('{m, plural, one {# x} other {# xs}} {s}')
})

test('plural cases follow the language’s plural rules', () => {
  const de = 'in {n, plural, one {# Sekunde} other {# Sekunden}} erneut'
  expect(formatPlural(de, { n: 1 }, 'de')).toBe('in 1 Sekunde erneut')
  expect(formatPlural(de, { n: 30 }, 'de')).toBe('in 30 Sekunden erneut')
  const ar =
    'بعد {n, plural, =1 {ثانية واحدة} =2 {ثانيتين} few {# ثوانٍ} other {# ثانية}}'
  expect(formatPlural(ar, { n: 1 }, 'ar')).toBe('بعد ثانية واحدة')
  expect(formatPlural(ar, { n: 2 }, 'ar')).toBe('بعد ثانيتين')
  expect(formatPlural(ar, { n: 5 }, 'ar')).toBe('بعد 5 ثوانٍ')
  expect(formatPlural(ar, { n: 30 }, 'ar')).toBe('بعد 30 ثانية')
  const he = 'בעוד {n, plural, one {שנייה אחת} two {שתי שניות} other {# שניות}}'
  expect(formatPlural(he, { n: 1 }, 'he')).toBe('בעוד שנייה אחת')
  expect(formatPlural(he, { n: 2 }, 'he')).toBe('בעוד שתי שניות')
  expect(formatPlural(he, { n: 10 }, 'he')).toBe('בעוד 10 שניות')
})
