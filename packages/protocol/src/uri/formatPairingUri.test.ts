import { formatUri } from '@walletconnect/utils'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatPairingUri } from './formatPairingUri.js'

const symKey =
  '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const topic = '59c972aedb6c86a0b0671be5ab622856e50ac00d51dc80c084e3b2a2f035d434'

test('formats like the wire doc', () => {
  expect(
    formatPairingUri({
      topic,
      symKey,
      expiryTimestamp: 1795247295,
      relay: { protocol: 'irn' },
    }),
  ).toBe(
    `wc:${topic}@2?expiryTimestamp=1795247295&relay-protocol=irn&symKey=${symKey}`,
  )
})

test('identical to the SDK formatUri', () => {
  const hex = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((b) => Buffer.from(b).toString('hex'))
  fc.assert(
    fc.property(
      hex,
      hex,
      fc.integer({ min: 1, max: 4_000_000_000 }),
      fc.option(fc.array(fc.string({ minLength: 1 }), { minLength: 1 }), {
        nil: undefined,
      }),
      fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
      (topic, symKey, expiryTimestamp, methods, data) => {
        const relay =
          data === undefined ? { protocol: 'irn' } : { protocol: 'irn', data }
        const ours = formatPairingUri({
          topic,
          symKey,
          expiryTimestamp,
          relay,
          ...(methods ? { methods } : {}),
        })
        const theirs = formatUri({
          protocol: 'wc',
          version: 2,
          topic,
          symKey,
          expiryTimestamp,
          relay,
          ...(methods ? { methods } : {}),
        } as Parameters<typeof formatUri>[0])
        expect(ours).toBe(theirs)
      },
    ),
  )
})
