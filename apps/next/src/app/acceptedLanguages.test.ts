import { describe, expect, it } from 'vitest'
import { acceptedLanguages } from './acceptedLanguages'

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the header order on ties', () => {
    expect(acceptedLanguages('fr;q=0.8, de-CH, en;q=0.8, *;q=0.1')).toEqual([
      'de-CH',
      'fr',
      'en',
    ])
  })

  it('leaves out refused, empty and malformed weights', () => {
    expect(acceptedLanguages('ar;q=0, he, ;q=1, ja;q=x')).toEqual(['he'])
  })

  it('is empty without a header', () => {
    expect(acceptedLanguages(null)).toEqual([])
    expect(acceptedLanguages('')).toEqual([])
  })
})
