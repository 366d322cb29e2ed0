import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeName } from './nameRules.js'

const suffix = '.latch.id'
const attempt = (
  raw: unknown,
  strict = false,
): {
  label?: string
  name?: string
  status?: number
  code?: string
  message?: string
} => {
  try {
    return normalizeName(raw, suffix, { strict })
  } catch (error) {
    const { status, code, message } = error as {
      status: number
      code: string
      message: string
    }
    return { status, code, message }
  }
}

describe('normalizeName (ENSIP-15)', () => {
  it('normalises case, width and compatibility forms', () => {
    expect(attempt('Alice')).toEqual({ label: 'alice', name: 'alice.latch.id' })
    expect(attempt(' ALICE.latch.id ')).toEqual({
      label: 'alice',
      name: 'alice.latch.id',
    })
    expect(attempt('ａｌｉｃｅ')).toEqual({
      label: 'alice',
      name: 'alice.latch.id',
    })
    expect(attempt('café-bar')).toEqual({
      label: 'café-bar',
      name: 'café-bar.latch.id',
    })
    // NFD input becomes NFC.
    expect(attempt('cafe\u0301s').label).toBe('cafés')
    expect(attempt('привет').label).toBe('привет')
  })

  it('refuses look-alikes, punycode, hyphens at the ends and symbols', () => {
    const refused: [string, RegExp][] = [
      ['pаypal', /illegal mixture: Latin \+ Cyrillic/], // Cyrillic а
      ['аррӏе', /whole-script confusable/], // all Cyrillic "apple"
      ['xn--80ak6aa92e', /invalid label extension/],
      ['ab--cd', /invalid label extension/],
      ['-alice', /leading or trailing hyphen/],
      ['alice-', /leading or trailing hyphen/],
      ['al_ice', /underscore/],
      ['_alice', /no underscores/],
      ['a.b.cd', /one label only/],
      ['bo$by', /letters, digits and hyphens only/],
      ['😀😀😀😀', /letters, digits and hyphens only/],
      ['ali\u200dce', /disallowed character/],
      ['abc', /shorter than 4/],
      ['a'.repeat(64), /longer than 63/],
      ['a b c d', /disallowed character/],
    ]
    for (const [raw, message] of refused) {
      const result = attempt(raw)
      expect([raw, result]).toEqual([
        raw,
        {
          status: 400,
          code: 'INVALID_NAME',
          message: expect.stringMatching(message),
        },
      ])
      // No control characters or direction marks in the message.
      expect((result as { message: string }).message).not.toMatch(
        // biome-ignore lint/suspicious/noControlCharactersInRegex: looked for on purpose
        /[\u0000-\u001f\u200e\u200f]/,
      )
    }
  })

  it('strict: the signed name must already be normalised', () => {
    expect(attempt('alice', true)).toEqual({
      label: 'alice',
      name: 'alice.latch.id',
    })
    expect(attempt('alice.latch.id', true).label).toBe('alice')
    expect(attempt(' alice', true)).toMatchObject({ code: 'INVALID_NAME' })
    for (const raw of ['Alice', 'ALICE.latch.id', 'ａｌｉｃｅ', 'cafe\u0301s'])
      expect(attempt(raw, true)).toMatchObject({
        status: 400,
        code: 'NAME_NOT_NORMALIZED',
        message: expect.stringMatching(/sign ".*" instead of/),
      })
  })

  it('property: any string is normalised idempotently or refused with 400', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (raw) => {
        const result = attempt(raw)
        if ('status' in result) expect(result.status).toBe(400)
        else
          expect(normalizeName(result.label, suffix, { strict: true })).toEqual(
            result,
          )
      }),
      { numRuns: 300 },
    )
  })
})
