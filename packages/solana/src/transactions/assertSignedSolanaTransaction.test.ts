import {
  appendTransactionMessageInstruction,
  blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getShortU16Encoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { assertSignedSolanaTransaction } from './assertSignedSolanaTransaction.js'
import { InvalidSolanaTransactionError } from './errors.js'

const reason = (bytes: Uint8Array) => {
  try {
    assertSignedSolanaTransaction(bytes)
    return 'ok'
  } catch (error) {
    if (error instanceof InvalidSolanaTransactionError) return error.reason
    throw error
  }
}

/** `count` as compact-u16 followed by zero bytes up to `length`. */
const withCount = (count: number, length: number) => {
  const prefix = getShortU16Encoder().encode(count)
  const bytes = new Uint8Array(length)
  bytes.set(prefix)
  return bytes
}

describe('assertSignedSolanaTransaction (SPEC §5)', () => {
  test('accepts a transaction signed with @solana/kit', async () => {
    const payer = await generateKeyPairSigner()
    const receiver = await generateKeyPairSigner()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: blockhash('11111111111111111111111111111111'),
            lastValidBlockHeight: 1n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: receiver.address,
            amount: 1n,
          }),
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const bytes = new Uint8Array(getTransactionEncoder().encode(signed))
    expect(assertSignedSolanaTransaction(bytes)).toBe(1)
  })

  test('at least 100 bytes', () => {
    expect(reason(withCount(1, 99))).toBe('size')
    expect(reason(new Uint8Array(0))).toBe('size')
    expect(reason(withCount(1, 100))).toBe('ok')
  })

  test('long enough for the declared signatures and a message', () => {
    // 1 byte of count + 64 per signature + at least 1 byte of message.
    expect(reason(withCount(2, 1 + 2 * 64))).toBe('signatures')
    expect(reason(withCount(2, 1 + 2 * 64 + 1))).toBe('ok')
    expect(reason(withCount(3, 193))).toBe('signatures')
    // 128 signatures take a two-byte count.
    expect(reason(withCount(128, 2 + 128 * 64))).toBe('signatures')
    expect(reason(withCount(128, 2 + 128 * 64 + 1))).toBe('ok')
  })

  test('returns the declared count', () => {
    expect(assertSignedSolanaTransaction(withCount(2, 200))).toBe(2)
    expect(assertSignedSolanaTransaction(withCount(128, 9000))).toBe(128)
  })

  test('a count of zero or an unreadable count is refused', () => {
    expect(reason(withCount(0, 200))).toBe('count')
    // 0x80 0x80 0x80: a compact-u16 that never ends within three bytes.
    const endless = new Uint8Array(200).fill(0x80)
    expect(reason(endless)).toBe('count')
    // 0x80 0x00: a non-canonical (padded) encoding of zero.
    const padded = new Uint8Array(200)
    padded[0] = 0x80
    expect(reason(padded)).toBe('count')
  })

  test('bad input never crashes, it is refused', () => {
    for (const value of [undefined, null, 'AQAB', [1, 2, 3], {}, 100])
      expect(reason(value as never)).toBe('size')
  })

  test('the error says why', () => {
    const error = (() => {
      try {
        assertSignedSolanaTransaction(withCount(2, 120))
      } catch (e) {
        return e as InvalidSolanaTransactionError
      }
    })()
    expect(error?.shortMessage).toBe('Invalid signed Solana transaction')
    expect(error?.message).toContain('2 signatures of 64 bytes')
  })
})
