import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRawId } from './readRawId.js'

const idToken = fc.oneof(
  fc.string().map((s) => JSON.stringify(s)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('1.5', '-0', '1e3', 'true', 'null', '{"id":2}', '[1,"id"]'),
)
const member = fc.oneof(
  fc
    .tuple(fc.string(), fc.jsonValue())
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`),
  idToken.map((token) => `"id":${token}`),
  idToken.map((token) => `"\\u0069d":${token}`),
  fc.constant('"params":{"id":"x","message":"AA=="}'),
)

/** The id's value as JSON.parse sees it, big integers kept exact. */
const idValue = (token: string) =>
  /^-?\d+$/.test(token) ? BigInt(token) : JSON.parse(token)

describe('readRawId', () => {
  it('returns the token of the id JSON.parse keeps (leading or not)', () => {
    fc.assert(
      fc.property(
        idToken,
        fc.array(member, { maxLength: 5 }),
        fc.boolean(),
        (first, rest, space) => {
          const text = `{${space ? ' ' : ''}"id":${first}${rest.map((m) => `,${m}`).join('')}}`
          const parsed = JSON.parse(text) as { id: unknown }
          const raw = readRawId(text)
          expect(raw).toBeDefined()
          const value = idValue(raw as string)
          if (typeof value === 'bigint')
            expect(Number(value) === parsed.id).toBe(true)
          else expect(value).toEqual(parsed.id)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('echoes a leading id byte for byte', () => {
    const big = '12345678901234567890123'
    expect(readRawId(`{"id":${big},"jsonrpc":"2.0","result":true}`)).toBe(big)
    expect(readRawId('{"id":"17","method":"irn_publish"}')).toBe('"17"')
    expect(readRawId('{"id":-0}')).toBe('-0')
    expect(readRawId('{"a":1}')).toBeUndefined()
  })
})
