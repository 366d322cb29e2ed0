import {
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
import { getTransferCheckedInstruction } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import {
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN_MINT,
} from '../../solana/devSolanaAccounts.js'
import {
  describeSolanaMessage,
  describeSolanaRequest,
  describeSolanaTransaction,
  formatSol,
} from './describeSolanaRequest.js'

const payer = devSolanaAccounts[0]!.address
const other = devSolanaAccounts[1]!.address

function wire(instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer as never, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('11111111111111111111111111111111'),
          lastValidBlockHeight: 1n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

describe('describeSolanaRequest', () => {
  it('formats lamports as SOL without rounding', () => {
    expect(formatSol(0n)).toBe('0')
    expect(formatSol(1n)).toBe('0.000000001')
    expect(formatSol(1_500_000_000n)).toBe('1.5')
    expect(formatSol(12_000_000_000n)).toBe('12')
  })

  it('lists SOL and SPL token transfers with the fee payer', () => {
    const signer = createNoopSigner(payer as never)
    const bytes = wire([
      getTransferSolInstruction({
        source: signer,
        destination: other as never,
        amount: 250_000_000n,
      }),
      getTransferCheckedInstruction({
        source: other as never,
        mint: SOLANA_DEMO_TOKEN_MINT as never,
        destination: payer as never,
        authority: signer,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    expect(describeSolanaTransaction(bytes)).toEqual([
      { label: 'Fee payer', value: payer },
      {
        label: 'Instructions',
        value: [
          '2 instructions',
          `Transfer 0.25 SOL to ${other}`,
          `Transfer 12.5 of token ${SOLANA_DEMO_TOKEN_MINT} to ${payer}`,
        ].join('\n'),
      },
    ])
  })

  it('says when bytes are not a transaction, shows non-UTF-8 messages as hex', () => {
    expect(describeSolanaTransaction(new Uint8Array([1, 2]))[0]?.value).toMatch(
      /^Cannot be read/,
    )
    expect(describeSolanaMessage(new Uint8Array([0xff, 0x00]))).toBe('0xff00')
    expect(describeSolanaMessage(new TextEncoder().encode('hé'))).toBe('hé')
  })

  it('titles each request', () => {
    const context = { origin: 'http://x.test', account: payer }
    const tx = wire([])
    expect(describeSolanaRequest('standard:connect', context).title).toBe(
      'Connect to http://x.test?',
    )
    expect(
      describeSolanaRequest('solana:signTransaction', {
        ...context,
        transactions: [tx, tx, tx],
      }).title,
    ).toBe('Sign 3 transactions')
    expect(
      describeSolanaRequest('solana:signAndSendTransaction', {
        ...context,
        transactions: [tx],
      }).title,
    ).toBe('Send transaction')
  })
})
