import { solanaLocalnet } from '@latch/common'
import { generateKeyPairSigner } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { addSignature } from './addSignature.js'
import { fromBase58, fromBase64, toBase58, toBase64 } from './codecs.js'
import { InvalidSolanaTokenError } from './errors.js'
import { getSolanaMint } from './getSolanaMint.js'
import { supportsChain, toStandardChain } from './standardChains.js'
import { toStandardCommitment } from './toStandardCommitment.js'

describe('codecs', () => {
  test('round trips', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255])
    expect(fromBase58(toBase58(bytes))).toEqual(bytes)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(toBase58(new Uint8Array(32))).toBe(
      '11111111111111111111111111111111',
    )
  })
  test.each([undefined, null, 42, '', '0OIl', {}])(
    'bad base58 %j is undefined',
    (v) => {
      expect(fromBase58(v)).toBeUndefined()
    },
  )
  test.each([undefined, 42, '', '***', '@@@@'])(
    'bad base64 %j is undefined',
    (v) => {
      expect(fromBase64(v)).toBeUndefined()
    },
  )
})

describe('toStandardCommitment', () => {
  test.each([
    ['processed', 'processed'],
    ['recent', 'processed'],
    ['confirmed', 'confirmed'],
    ['single', 'confirmed'],
    ['singleGossip', 'confirmed'],
    ['finalized', 'finalized'],
    ['root', 'finalized'],
    ['max', 'finalized'],
  ] as const)('%s → %s', (legacy, standard) => {
    expect(toStandardCommitment(legacy)).toBe(standard)
  })
})

describe('standard chains', () => {
  const id = solanaLocalnet.caipNetworkId
  test('the CAIP-2 id when listed, else the cluster name, else the id', () => {
    expect(toStandardChain([id, 'solana:localnet'], id)).toBe(id)
    expect(toStandardChain(['solana:localnet'], id)).toBe('solana:localnet')
    expect(toStandardChain(['solana:mainnet'], id)).toBe(id)
    expect(
      toStandardChain(
        ['solana:mainnet'],
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      ),
    ).toBe('solana:mainnet')
  })
  test('supportsChain', () => {
    expect(supportsChain(['solana:localnet'], id)).toBe(true)
    expect(supportsChain(['solana:devnet'], id)).toBe(false)
    expect(supportsChain([], id)).toBe(false)
  })
})

describe('getSolanaMint', () => {
  const base = {
    name: 'T',
    symbol: 'T',
    chainId: solanaLocalnet.caipNetworkId,
    quantity: { decimals: '6', numeric: '1' },
  }
  test('SOL has none; CAIP-10 or plain mint', () => {
    expect(getSolanaMint(base)).toBeUndefined()
    expect(
      getSolanaMint({
        ...base,
        address: `${solanaLocalnet.caipNetworkId}:ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ`,
      }),
    ).toBe('ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ')
    expect(
      getSolanaMint({
        ...base,
        address: 'ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ',
      }),
    ).toBe('ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ')
  })
  test.each([
    'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    'solana:x:short',
    ':',
  ])('refuses %s', (address) => {
    expect(() => getSolanaMint({ ...base, address })).toThrowError(
      InvalidSolanaTokenError,
    )
  })
})

describe('addSignature', () => {
  test('garbage or a non-signer gives undefined', async () => {
    const { address } = await generateKeyPairSigner()
    expect(
      addSignature(new Uint8Array([1, 2, 3]), address, new Uint8Array(64)),
    ).toBeUndefined()
    expect(
      addSignature(new Uint8Array(0), address, new Uint8Array(64)),
    ).toBeUndefined()
  })
})
