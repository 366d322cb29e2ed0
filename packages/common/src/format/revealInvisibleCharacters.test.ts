import { describe, expect, it } from 'vitest'
import { revealInvisibleCharacters } from './revealInvisibleCharacters.js'

describe('revealInvisibleCharacters', () => {
  it('shows bidi controls and zero-width characters by code point', () => {
    expect(revealInvisibleCharacters('pay \u202Egnp.exe')).toEqual({
      text: 'pay ⟨U+202E⟩gnp.exe',
      count: 1,
    })
    const all =
      '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200B\u200C\u200D\u2060\uFEFF'
    const { text, count } = revealInvisibleCharacters(all)
    expect(count).toBe(17)
    expect(text).toContain('⟨U+061C⟩')
    expect(text).toContain('⟨U+FEFF⟩')
    expect(text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/)
  })

  it('leaves ordinary text, including right-to-left letters, alone', () => {
    expect(revealInvisibleCharacters('שלום hello 👋\n')).toEqual({
      text: 'שלום hello 👋\n',
      count: 0,
    })
  })
})
