// SPL lines of the approval dialog (the Solana describer worded by the
// wallet's catalogue), read from real transactions built with @solana/kit
// and @solana-program/token the way @latch/solana's send builds them
// (create the receiver's ATA idempotently, then TransferChecked), plus an
// unchecked Transfer and a plain ATA create.
import { SOLANA_DEMO_TOKEN } from '@latch/devnet'
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getCreateAssociatedTokenInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

const solanaLocal = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
const payer = address('AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9')
const to = address('9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu')
// The LDT demo mint of the local chain (6 decimals).
const mint = address(SOLANA_DEMO_TOKEN.mint)
const authority = createNoopSigner(payer)

async function atas() {
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({
      owner: payer,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    }),
    findAssociatedTokenPda({
      owner: to,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    }),
  ])
  return { source, destination }
}

function wire(instructions: Instruction[]) {
  const message = pipe(
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
  )
  const transaction = compileTransaction(message)
  return getBase64Decoder().decode(getTransactionEncoder().encode(transaction))
}

/** The dialog's lines of one transaction, by label. */
function send(transaction: string) {
  const { details } = describeRequest(
    'solana_signAndSendTransaction',
    { transaction },
    'Solana Local',
    solanaLocal,
  )
  return (label: string) => details.find((d) => d.label === label)?.value
}

describe('describeRequest (SPL token instructions)', () => {
  it("shows a first LDT send: the receiver's token account created, then 2.5 LDT with mint, accounts and owners", async () => {
    const { source, destination } = await atas()
    const line = send(
      wire([
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata: destination,
          owner: to,
          mint,
        }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination,
          authority,
          amount: 2_500_000n,
          decimals: 6,
        }),
      ]),
    )
    expect(line('Instructions')).toBe('2 instructions')
    expect(line('Instruction 1')).toBe(
      `Creates the receiver's token account ${destination} (owner ${to}, token ${mint})`,
    )
    expect(line('Instruction 2')).toBe(
      `Transfer 2.5 of token ${mint} from token account ${source} (owner ${payer}) to token account ${destination} (owner ${to})`,
    )
    // The same facts as lines of their own.
    expect(line('Receiver')).toBe(to)
    expect(line('Value')).toBe(`2.5 of token ${mint}`)
  })

  it('shows a send to an existing token account without an owner it cannot know, and an unchecked Transfer in base units', async () => {
    const { source, destination } = await atas()
    const line = send(
      wire([
        getTransferCheckedInstruction({
          source,
          mint,
          destination,
          authority,
          amount: 1n,
          decimals: 6,
        }),
        getTransferInstruction({
          source,
          destination,
          authority,
          amount: 42n,
        }),
      ]),
    )
    expect([line('Instruction 1'), line('Instruction 2')]).toEqual([
      `Transfer 0.000001 of token ${mint} from token account ${source} (owner ${payer}) to token account ${destination}`,
      `Transfer 42 base units (token not named: unchecked transfer) from token account ${source} (owner ${payer}) to token account ${destination}`,
    ])
    expect(line('Receiver')).toBeUndefined()
  })

  it('reads the non-idempotent ATA create and keeps SOL transfers beside token lines', async () => {
    const { source, destination } = await atas()
    const base64 = wire([
      getTransferSolInstruction({
        source: authority,
        destination: to,
        amount: 1_000_000n,
      }),
      getCreateAssociatedTokenInstruction({
        payer: authority,
        ata: destination,
        owner: to,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority,
        amount: 3_000_000_000n,
        decimals: 6,
      }),
    ])
    const all = describeRequest(
      'solana_signAllTransactions',
      { transactions: [base64] },
      'Solana Local',
      solanaLocal,
    )
    const line = (label: string) =>
      all.details.find((d) => d.label === `Transaction 1 · ${label}`)?.value
    // One transaction: no prefix.
    expect(line('Instructions')).toBeUndefined()
    const lines = (label: string) =>
      all.details.find((d) => d.label === label)?.value
    expect(
      ['Instructions', 'Instruction 1', 'Instruction 2', 'Instruction 3'].map(
        lines,
      ),
    ).toEqual([
      '3 instructions',
      `Transfer 0.001 SOL to ${to}`,
      `Creates the receiver's token account ${destination} (owner ${to}, token ${mint})`,
      `Transfer 3000 of token ${mint} from token account ${source} (owner ${payer}) to token account ${destination} (owner ${to})`,
    ])
  })

  it('names token instructions it cannot read by index, with a warning; never throws', async () => {
    const { source, destination } = await atas()
    const good = getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority,
      amount: 1n,
      decimals: 6,
    })
    // TransferChecked's discriminator with its amount cut off.
    const truncated = { ...good, data: good.data.slice(0, 3) }
    // An unknown Token-program discriminator.
    const unknown = { ...good, data: new Uint8Array([250, 1, 2]) }
    const line = send(wire([truncated, unknown] as Instruction[]))
    // Named by program and first byte, with a warning: no sentence.
    expect([line('Instruction 1'), line('Instruction 2')]).toEqual([
      'SPL Token · instruction #12',
      'SPL Token · instruction #250',
    ])
    expect(line('Warning')).toBe('2 warnings: read every instruction below.')
    expect(
      send(getBase64Decoder().decode(new Uint8Array([1, 2, 3])))(
        'Instructions',
      ),
    ).toMatch(/^Cannot be read/)
  })
})
