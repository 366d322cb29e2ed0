import { formatMessage } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { createRecap, encodeRecap } from '../engine/auth/recap.js'
import { formatAuthMessage } from './formatAuthMessage.js'

const iss = 'did:pkh:eip155:1:0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'
const base = {
  domain: 'localhost:3000',
  aud: 'http://localhost:3000/login',
  version: '1',
  nonce: 'n1',
  iat: '2026-01-01T00:00:00.000Z',
}

describe('formatAuthMessage', () => {
  it('matches the official formatMessage byte for byte', () => {
    const cases = [
      { ...base },
      { ...base, statement: 'Sign in', exp: '2026-02-01T00:00:00.000Z' },
      {
        ...base,
        statement: 'Hi',
        nbf: '2026-01-01T00:00:00.000Z',
        requestId: 'r1',
        resources: [
          'https://example.com/a',
          encodeRecap(createRecap('eip155', ['personal_sign', 'eth_sign'])),
        ],
      },
    ]
    for (const request of cases)
      expect(formatAuthMessage({ request, iss })).toBe(
        formatMessage(request as never, iss),
      )
  })
  it('rejects an issuer without an address and a missing audience', () => {
    expect(() => formatAuthMessage({ request: base, iss: 'x' })).toThrow(
      'Invalid issuer',
    )
    expect(() =>
      formatAuthMessage({ request: { ...base, aud: '' }, iss }),
    ).toThrow('`aud` or `uri`')
  })
  it('refuses a line break in any field, which would inject fields', () => {
    for (const request of [
      { ...base, domain: 'localhost:3000\nURI: https://evil.example' },
      { ...base, aud: 'http://localhost:3000/\nChain ID: 1' },
      { ...base, nonce: 'abcdefgh\rIssued At: 2020-01-01T00:00:00Z' },
      { ...base, iat: '2026-01-01T00:00:00.000Z\nNot Before: x' },
      { ...base, requestId: 'r1\u2028x' },
      { ...base, resources: ['https://a.example\n- https://evil.example'] },
      { ...base, statement: 'Sign in\nURI: https://evil.example' },
    ])
      expect(() => formatAuthMessage({ request, iss })).toThrow(
        'must not contain line breaks',
      )
  })
})
