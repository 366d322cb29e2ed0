import { expect, test } from 'vitest'
import { format } from './format.js'

test('fills placeholders and keeps unknown ones visible', () => {
  expect(format('Continue in {name}', { name: 'Rabby' })).toBe(
    'Continue in Rabby',
  )
  expect(format('{amount} {symbol}', { amount: '1.5' })).toBe('1.5 {symbol}')
})

test('plural cases follow the language’s plural rules', () => {
  const de = 'in {n, plural, one {# Sekunde} other {# Sekunden}} erneut'
  expect(format(de, { n: 1 }, 'de')).toBe('in 1 Sekunde erneut')
  expect(format(de, { n: 30 }, 'de')).toBe('in 30 Sekunden erneut')
  const ar =
    'بعد {n, plural, =1 {ثانية واحدة} =2 {ثانيتين} few {# ثوانٍ} other {# ثانية}}'
  expect(format(ar, { n: 1 }, 'ar')).toBe('بعد ثانية واحدة')
  expect(format(ar, { n: 2 }, 'ar')).toBe('بعد ثانيتين')
  expect(format(ar, { n: 5 }, 'ar')).toBe('بعد 5 ثوانٍ')
  expect(format(ar, { n: 30 }, 'ar')).toBe('بعد 30 ثانية')
  const he = 'בעוד {n, plural, one {שנייה אחת} two {שתי שניות} other {# שניות}}'
  expect(format(he, { n: 1 }, 'he')).toBe('בעוד שנייה אחת')
  expect(format(he, { n: 2 }, 'he')).toBe('בעוד שתי שניות')
  expect(format(he, { n: 10 }, 'he')).toBe('בעוד 10 שניות')
})
