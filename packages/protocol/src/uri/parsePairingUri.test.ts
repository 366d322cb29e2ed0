import { formatUri, parseUri } from '@walletconnect/utils'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidPairingUriError } from '../errors/uri.js'
import { formatPairingUri } from './formatPairingUri.js'
import { parsePairingUri } from './parsePairingUri.js'

const symKey =
  '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const topic = '59c972aedb6c86a0b0671be5ab622856e50ac00d51dc80c084e3b2a2f035d434'
const uri = `wc:${topic}@2?expiryTimestamp=1795247295&relay-protocol=irn&symKey=${symKey}`
const parsed = {
  protocol: 'wc',
  version: 2,
  topic,
  symKey,
  expiryTimestamp: 1795247295,
  relay: { protocol: 'irn' },
}

test('parses the SDK form', () => {
  expect(parsePairingUri(uri)).toEqual(parsed)
})

test('lenient forms', () => {
  expect(parsePairingUri(uri.replace('wc:', 'wc://'))).toEqual(parsed)
  expect(parsePairingUri(uri.replace('wc:', 'WC:'))).toEqual(parsed)
  expect(parsePairingUri(`  ${uri}\n`)).toEqual(parsed)
  expect(parsePairingUri(btoa(uri))).toEqual(parsed)
  expect(parsePairingUri(`${uri}&foo=bar&relay-data=xyz`)).toEqual({
    ...parsed,
    relay: { protocol: 'irn', data: 'xyz' },
  })
  expect(
    parsePairingUri(`${uri}&methods=[wc_sessionPropose],[wc_authRequest]`),
  ).toEqual({ ...parsed, methods: ['wc_sessionPropose', 'wc_authRequest'] })
  expect(parsePairingUri(`${uri}&methods=wc_sessionAuthenticate`)).toEqual({
    ...parsed,
    methods: ['wc_sessionAuthenticate'],
  })
  // Missing expiry and relay-protocol.
  expect(parsePairingUri(`wc:${topic}@2?symKey=${symKey}`)).toEqual({
    protocol: 'wc',
    version: 2,
    topic,
    symKey,
    relay: { protocol: 'irn' },
  })
})

test('strict where it matters', () => {
  const bad = [
    '',
    'wc:',
    `wc:${topic}@1?symKey=${symKey}`,
    `wc:${topic.slice(2)}@2?symKey=${symKey}`,
    `wc:${topic}@2?symKey=${symKey.slice(1)}`,
    `wc:${topic}@2`,
    `wc:${topic}@2?symKey=${symKey}&expiryTimestamp=soon`,
    `https://example.com/?uri=${encodeURIComponent(uri)}`,
  ]
  for (const input of bad)
    expect(() => parsePairingUri(input), input).toThrow(InvalidPairingUriError)
})

test('agrees with the SDK parseUri on SDK-formatted URIs', () => {
  const hex = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((b) => Buffer.from(b).toString('hex'))
  const method = fc.stringMatching(/^[a-zA-Z_]{1,20}$/)
  fc.assert(
    fc.property(
      hex,
      hex,
      fc.integer({ min: 1, max: 4_000_000_000 }),
      fc.option(fc.array(method, { minLength: 1, maxLength: 3 }), {
        nil: undefined,
      }),
      (topic, symKey, expiryTimestamp, methods) => {
        const params = {
          protocol: 'wc',
          version: 2,
          topic,
          symKey,
          expiryTimestamp,
          relay: { protocol: 'irn' },
          ...(methods ? { methods } : {}),
        }
        const uri = formatUri(params as Parameters<typeof formatUri>[0])
        const sdk = parseUri(uri)
        const ours = parsePairingUri(uri)
        expect(ours.topic).toBe(sdk.topic)
        expect(ours.symKey).toBe(sdk.symKey)
        expect(ours.version).toBe(sdk.version)
        expect(ours.expiryTimestamp).toBe(sdk.expiryTimestamp)
        expect(ours.methods).toEqual(sdk.methods)
        expect(ours.relay).toEqual(sdk.relay)
        // And format → parse round-trips.
        expect(
          formatPairingUri({ ...ours, expiryTimestamp: expiryTimestamp }),
        ).toBe(uri)
      },
    ),
  )
})

test('arbitrary input throws only InvalidPairingUriError', () => {
  const near = fc
    .tuple(
      fc.constantFrom('wc:', 'wc://', 'WC:', '', 'wc:////'),
      fc.oneof(fc.constant(topic), fc.string()),
      fc.constantFrom('@2', '@', '@02', ''),
      fc.string(),
    )
    .map(([a, b, c, d]) => `${a}${b}${c}?${d}`)
  fc.assert(
    fc.property(fc.oneof(fc.string(), near, fc.anything()), (input) => {
      try {
        const result = parsePairingUri(input as string)
        expect(result.topic).toMatch(/^[0-9a-f]{64}$/)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidPairingUriError)
      }
    }),
    { numRuns: 3000 },
  )
})

test('format → parse round-trips arbitrary relay data and methods', () => {
  const hex = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((b) => Buffer.from(b).toString('hex'))
  fc.assert(
    fc.property(
      hex,
      hex,
      fc.integer({ min: 1, max: 2 ** 40 }),
      fc.option(fc.array(fc.stringMatching(/^[^,[\]\s]+$/), { minLength: 1 }), {
        nil: undefined,
      }),
      fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
      (topic, symKey, expiryTimestamp, methods, data) => {
        const relay = data ? { protocol: 'irn', data } : { protocol: 'irn' }
        const uri = formatPairingUri({
          topic,
          symKey,
          expiryTimestamp,
          relay,
          ...(methods ? { methods } : {}),
        })
        expect(parsePairingUri(uri)).toEqual({
          protocol: 'wc',
          version: 2,
          topic,
          symKey,
          expiryTimestamp,
          relay,
          ...(methods ? { methods } : {}),
        })
      },
    ),
  )
})
