import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js'

const position = fc.record({
  minedAt: fc.nat(),
  chainId: fc.integer({ min: 1, max: 2 ** 40 }).map((id) => `eip155:${id}`),
  blockNumber: fc.nat(),
  txIndex: fc.nat(),
})

describe('history cursor', () => {
  it('round-trips every position as a URL-safe string', () => {
    fc.assert(
      fc.property(position, (p) => {
        const cursor = encodeHistoryCursor(p)
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
        expect(decodeHistoryCursor(cursor)).toEqual(p)
      }),
    )
  })

  it('rejects anything else with a 400 INVALID_CURSOR', () => {
    const bad = [
      '',
      'abc',
      '!!!',
      Buffer.from('[1,"eip155:1",2]').toString('base64url'),
      Buffer.from('[-1,"eip155:1",2,3]').toString('base64url'),
      Buffer.from('[1,"solana:1",2,3]').toString('base64url'),
      Buffer.from('[1.5,"eip155:1",2,3]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
      'a'.repeat(401),
    ]
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...bad), fc.string({ maxLength: 40 })),
        (cursor) => {
          try {
            decodeHistoryCursor(cursor)
          } catch (error) {
            expect(error).toBeInstanceOf(BlockchainApiError)
            expect((error as BlockchainApiError).status).toBe(400)
            expect((error as BlockchainApiError).code).toBe('INVALID_CURSOR')
            return
          }
          // A random string that decodes must still be a valid position.
          expect(encodeHistoryCursor(decodeHistoryCursor(cursor))).toBeTruthy()
        },
      ),
    )
  })
})
