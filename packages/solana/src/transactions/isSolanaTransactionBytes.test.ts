import {
  appendTransactionMessageInstruction,
  blockhash,
  compileOffchainMessageV0Envelope,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  offchainMessageApplicationDomain,
  offchainMessageContentRestrictedAsciiOf1232BytesMax,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { isSolanaTransactionBytes } from './isSolanaTransactionBytes.js'

async function transaction(version: 'legacy' | 0) {
  const payer = (await generateKeyPairSigner()).address
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
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
          source: createNoopSigner(payer),
          destination: payer,
          amount: 1n,
        }),
        m,
      ),
  )
  return { payer, compiled: compileTransaction(message) }
}

describe('isSolanaTransactionBytes', () => {
  test('finds legacy and v0 messages, with or without trailing bytes, and wire transactions', async () => {
    for (const version of ['legacy', 0] as const) {
      const { compiled } = await transaction(version)
      const message = new Uint8Array(compiled.messageBytes)
      expect(isSolanaTransactionBytes(message)).toBe(true)
      const trailing = new Uint8Array([...message, 1, 2, 3])
      expect(isSolanaTransactionBytes(trailing)).toBe(true)
      const wire = new Uint8Array(getTransactionEncoder().encode(compiled))
      expect(isSolanaTransactionBytes(wire)).toBe(true)
      // Cut short, it is no message any more.
      expect(isSolanaTransactionBytes(message.slice(0, 40))).toBe(false)
    }
  })

  test('leaves text, short binary and off-chain envelopes alone', async () => {
    const { payer } = await transaction(0)
    expect(
      isSolanaTransactionBytes(new TextEncoder().encode('Sign in to Latch')),
    ).toBe(false)
    expect(isSolanaTransactionBytes(new Uint8Array([0xff, 0]))).toBe(false)
    const envelope = compileOffchainMessageV0Envelope({
      version: 0,
      applicationDomain: offchainMessageApplicationDomain(
        '11111111111111111111111111111111',
      ),
      requiredSignatories: [{ address: payer }],
      content: offchainMessageContentRestrictedAsciiOf1232BytesMax(
        'x'.repeat(600),
      ),
    })
    expect(isSolanaTransactionBytes(new Uint8Array(envelope.content))).toBe(
      false,
    )
  })
})
