import { describe, expect, it } from 'vitest'
import { caip122Message } from '../../test/siwx/caip122Message.js'
import { parseCaip122Message } from './parseCaip122Message.js'

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const issuedAt = new Date('2026-01-02T03:04:05.000Z')

describe('parseCaip122Message', () => {
  it('reads every field of a Solana message, the reference as CAIP-2', () => {
    const text = caip122Message({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address,
      nonce: 'abcdEFGH1234',
      statement: 'Sign in.',
      issuedAt,
      expirationTime: new Date('2026-01-03T00:00:00.000Z'),
      notBefore: new Date('2026-01-02T00:00:00.000Z'),
      requestId: 'req-1',
      resources: ['https://app.example/a', 'ipfs://b'],
    })
    expect(parseCaip122Message(text)).toEqual({
      namespace: 'solana',
      domain: 'app.example',
      address,
      statement: 'Sign in.',
      uri: 'https://app.example/login',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: 'abcdEFGH1234',
      issuedAt,
      expirationTime: new Date('2026-01-03T00:00:00.000Z'),
      notBefore: new Date('2026-01-02T00:00:00.000Z'),
      requestId: 'req-1',
      resources: ['https://app.example/a', 'ipfs://b'],
    })
  })

  it('reads a Bitcoin message without statement, and a scheme', () => {
    const text = caip122Message({
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      nonce: 'abcdEFGH1234',
      domain: 'https://app.example',
      issuedAt,
    })
    expect(parseCaip122Message(text)).toMatchObject({
      namespace: 'bip122',
      scheme: 'https',
      domain: 'app.example',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
  })

  it('is strict: misplaced, missing or extra lines are not a message', () => {
    const text = caip122Message({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address,
      nonce: 'abcdEFGH1234',
      statement: 'Sign in.',
      issuedAt,
    })
    for (const bad of [
      text.replace('Solana account', 'Ethereum account'),
      text.replace('Solana account', 'Cosmos account'),
      text.replace(/\nNonce: [^\n]+/, ''),
      text.replace('Nonce: abcdEFGH1234', 'Nonce: short'),
      text.replace(/URI: [^\n]+\nVersion: 1/, 'Version: 1\nURI: https://x/'),
      text.replace('Sign in.\n', 'Sign in.\nSecond line.\n'),
      `${text}\nExtra: field`,
      `${text}\n`,
      text.replace('\n\nSign in.', '\nSign in.'),
      text.replace(
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Chain ID: a:b',
      ),
      text.replaceAll('\n', '\r\n'),
    ])
      expect(parseCaip122Message(bad), bad).toBeUndefined()
  })

  it('refuses times that are not RFC 3339 or do not exist', () => {
    const text = caip122Message({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address,
      nonce: 'abcdEFGH1234',
      issuedAt,
    })
    for (const time of [
      'yesterday',
      '2026-02-31T00:00:00Z',
      '2026-01-01T24:00:00Z',
    ])
      expect(
        parseCaip122Message(
          text.replace(/Issued At: [^\n]+/, `Issued At: ${time}`),
        ),
      ).toBeUndefined()
  })
})
