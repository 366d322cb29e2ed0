// The signing path's own check (handleSolanaRpc reads solana_signMessage
// with it), independent of the review: transaction bytes are refused.
import { base58 } from '@scure/base'
import {
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getAssignInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { EmbeddedError } from '../http/EmbeddedError.js'
import {
  readSolanaSignMessage,
  SOLANA_MESSAGE_IS_TRANSACTION,
} from './readSolanaSignMessage.js'

async function messageBytes(version: 'legacy' | 0) {
  const payer = (await generateKeyPairSigner()).address
  const tx = compileTransaction(
    pipe(
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
          getAssignInstruction({
            account: createNoopSigner(payer),
            programAddress: payer,
          }),
          m,
        ),
    ),
  )
  return new Uint8Array(tx.messageBytes)
}

describe('readSolanaSignMessage', () => {
  it('refuses legacy and v0 transaction messages, also with trailing bytes', async () => {
    for (const version of ['legacy', 0] as const) {
      const bytes = await messageBytes(version)
      for (const message of [bytes, new Uint8Array([...bytes, 7, 7])]) {
        const read = () =>
          readSolanaSignMessage({ message: base58.encode(message) })
        expect(read).toThrow(EmbeddedError)
        expect(read).toThrow(SOLANA_MESSAGE_IS_TRANSACTION)
      }
    }
  })

  it('reads text, and off-chain requests with their text and domain', () => {
    const bytes = new TextEncoder().encode('hello')
    expect(readSolanaSignMessage({ message: base58.encode(bytes) })).toEqual({
      bytes,
      format: 'raw',
      applicationDomain: '11111111111111111111111111111111',
    })
    expect(
      readSolanaSignMessage({
        message: base58.encode(bytes),
        format: 'offchain',
      }),
    ).toMatchObject({ format: 'offchain', text: 'hello' })
  })
})
