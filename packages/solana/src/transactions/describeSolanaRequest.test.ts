import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { describeSolanaRequest } from './describeSolanaRequest.js'

const payer = address('AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9')
const to = address('9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu')

/** Unsigned wire bytes of `instructions`, paid by `payer`. */
function wire(instructions: Instruction[]) {
  return new Uint8Array(
    getTransactionEncoder().encode(
      compileTransaction(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(payer, m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              {
                blockhash: blockhash('11111111111111111111111111111111'),
                lastValidBlockHeight: 1n,
              },
              m,
            ),
          (m) => appendTransactionMessageInstructions(instructions, m),
        ),
      ),
    ),
  )
}

const transfer = wire([
  getTransferSolInstruction({
    source: createNoopSigner(payer),
    destination: to,
    amount: 1_500_000_000n,
  }),
])

describe('describeSolanaRequest', () => {
  it('a message from base58 (JSON-RPC) or bytes (Wallet Standard): text revealed, else hex', () => {
    const text = new TextEncoder().encode('gm\u2066Latch')
    expect(
      describeSolanaRequest('solana_signMessage', {
        message: base58.encode(text),
        pubkey: payer,
      }),
    ).toEqual({
      namespace: 'solana',
      account: payer,
      text: 'gm⟨U+2066⟩Latch',
      hex: Buffer.from(text).toString('hex'),
      warnings: [{ kind: 'invisibleCharacters', count: 1 }],
    })
    expect(
      describeSolanaRequest('solana_signMessage', {
        message: new Uint8Array([0xff, 0]),
      }),
    ).toEqual({ namespace: 'solana', hex: 'ff00' })
    expect(
      describeSolanaRequest('solana_signMessage', { message: 'not base58!' })
        .error,
    ).toBeTruthy()
  })

  it('each transaction from base64 or bytes: fee payer and instructions; a send names its commitment', () => {
    const send = describeSolanaRequest('solana_signAndSendTransaction', [
      {
        transaction: base64.encode(transfer),
        sendOptions: { preflightCommitment: 'confirmed' },
      },
    ])
    expect(send.preflightCommitment).toBe('confirmed')
    expect(send.transactions).toEqual([
      {
        version: 0,
        feePayer: payer,
        instructions: [
          {
            program: 'system',
            programAddress: '11111111111111111111111111111111',
            kind: 'TransferSol',
            fields: { source: payer, destination: to, amount: '1500000000' },
            warnings: [],
          },
        ],
      },
    ])
    const all = describeSolanaRequest('solana_signAllTransactions', {
      transactions: [transfer, 'AQ=='],
    })
    expect(all.transactions?.[0]).toEqual(send.transactions?.[0])
    expect(all.transactions?.[1]).toEqual({ error: expect.any(String) })
    // Only a send has a commitment.
    expect(
      describeSolanaRequest('solana_signTransaction', {
        transaction: transfer,
        sendOptions: { preflightCommitment: 'confirmed' },
      }).preflightCommitment,
    ).toBeUndefined()
  })

  it('never throws on malformed params', () => {
    for (const method of [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_requestAccounts',
    ])
      for (const params of [undefined, null, 'x', [], { transaction: 5 }])
        expect(describeSolanaRequest(method, params).namespace).toBe('solana')
  })
})
