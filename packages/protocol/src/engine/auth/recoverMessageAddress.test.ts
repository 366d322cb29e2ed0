import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { isValidEip191Signature } from '@walletconnect/utils'
import * as fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { recoverMessageAddress as recoverBytes } from './recoverMessageAddress.js'

// The address as lower-case 0x hex, as verifyCacao compares it.
const recoverMessageAddress = (message: string, signature: Uint8Array) => {
  const address = recoverBytes(message, signature)
  return address && `0x${bytesToHex(address)}`
}

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const bytes = (hex: string) => hexToBytes(hex.replace(/^0x/, ''))

// Fixed EIP-191 (personal_sign) vectors: viem's signMessage docs (Hardhat
// account #0) and a multi-line UTF-8 message (byte length ≠ char length).
const vectors = [
  {
    message: 'hello world',
    address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    signature:
      '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b',
  },
  {
    message: 'héllo ✓\nLatch',
    address: '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a',
    signature:
      '0x6b3e6b7e9f7095197b1816ea192b8c07bf41ddeb50e226c949743a0889e0eaf108eee0974c9cdf1c9d9f006f1063a34d42aadc116bd3dae0348195a94792994b1b',
  },
]

test('EIP-191 vectors', () => {
  for (const { message, address, signature } of vectors) {
    expect(recoverMessageAddress(message, bytes(signature))).toBe(address)
    // v as 0 / 1 (raw recovery id) gives the same address.
    const raw = bytes(signature)
    raw[64] = raw[64]! - 27
    expect(recoverMessageAddress(message, raw)).toBe(address)
    // The other recovery id is another key; another message too.
    raw[64] = 1 - raw[64]!
    expect(recoverMessageAddress(message, raw)).not.toBe(address)
    expect(recoverMessageAddress(`${message}.`, bytes(signature))).not.toBe(
      address,
    )
  }
})

test('recovers viem signatures of random keys and messages', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.string({ unit: 'grapheme' }),
      async (key, message) => {
        const n = BigInt(`0x${bytesToHex(key)}`)
        fc.pre(n > 0n && n < N)
        const account = privateKeyToAccount(`0x${bytesToHex(key)}`)
        const signature = await account.signMessage({ message })
        expect(recoverMessageAddress(message, bytes(signature))).toBe(
          account.address.toLowerCase(),
        )
      },
    ),
    { numRuns: 50 },
  )
})

test('agrees with the official SDK on ASCII messages; on others the SDK miscounts', async () => {
  const account = privateKeyToAccount(`0x${'22'.repeat(32)}`)
  const address = account.address.toLowerCase()
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary-ascii' }), async (message) => {
      const signature = await account.signMessage({ message })
      expect(recoverMessageAddress(message, bytes(signature))).toBe(address)
      expect(isValidEip191Signature(address, message, signature)).toBe(true)
    }),
    { numRuns: 50 },
  )
  // @walletconnect/utils 2.25 puts the UTF-16 length (`message.length`) in
  // the EIP-191 prefix, not the UTF-8 byte length wallets sign: it refuses
  // a valid signature of 'é' (2 bytes, 1 code unit). Latch follows EIP-191.
  const signature = await account.signMessage({ message: 'é' })
  expect(recoverMessageAddress('é', bytes(signature))).toBe(address)
  expect(isValidEip191Signature(address, 'é', signature)).toBe(false)
})

test('a high-s twin recovers the same address, as ecrecover does', () => {
  const { message, address, signature } = vectors[0]!
  const sig = bytes(signature)
  const s = BigInt(`0x${bytesToHex(sig.subarray(32, 64))}`)
  sig.set(bytes((N - s).toString(16).padStart(64, '0')), 32)
  sig[64] = 27 + 28 - sig[64]!
  expect(recoverMessageAddress(message, sig)).toBe(address)
})

test('malformed signatures recover nothing', () => {
  const good = bytes(vectors[0]!.signature)
  const with64 = (v: number) => new Uint8Array([...good.subarray(0, 64), v])
  const nHex = N.toString(16)
  for (const signature of [
    new Uint8Array(),
    good.subarray(0, 64),
    new Uint8Array([...good, 0]),
    with64(2),
    with64(26),
    with64(29),
    with64(255),
    new Uint8Array(65).fill(0),
    new Uint8Array([...new Uint8Array(32), ...good.subarray(32)]),
    new Uint8Array([...good.subarray(0, 32), ...new Uint8Array(32), 27]),
    new Uint8Array([...bytes(nHex), ...good.subarray(32)]),
    new Uint8Array([...good.subarray(0, 32), ...bytes(nHex), 27]),
    new Uint8Array([...new Uint8Array(64).fill(255), 27]),
  ])
    expect(recoverMessageAddress('hello world', signature)).toBeUndefined()
})
