import { describe, expect, it } from 'vitest'
import { revealDetails } from './revealDetails.js'

describe('revealDetails', () => {
  it('reveals labels and values, and counts what it revealed', () => {
    expect(
      revealDetails([
        { label: 'Method', value: 'x\u202E', block: true },
        { label: 'a\u200Bb', value: 'ok' },
      ]),
    ).toEqual({
      details: [
        { label: 'Method', value: 'x⟨U+202E⟩', block: true },
        { label: 'a⟨U+200B⟩b', value: 'ok' },
      ],
      count: 2,
    })
    expect(revealDetails([{ label: 'To', value: '0x1' }]).count).toBe(0)
  })
})
