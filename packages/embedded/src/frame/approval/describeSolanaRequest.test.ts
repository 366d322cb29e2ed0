import { describe, expect, it } from 'vitest'
import { describeSolanaRequest } from './describeSolanaRequest.js'

const system = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

describe('describeSolanaRequest', () => {
  it('shows a message as text, or as hex when binary; off-chain ones say so', () => {
    expect(
      describeSolanaRequest('solana_signMessage', { text: 'hi', hex: '6869' }),
    ).toEqual({
      title: 'Sign a message',
      details: [{ label: 'Message', value: 'hi', block: true }],
    })
    expect(
      describeSolanaRequest('solana_signMessage', { hex: 'ff00' }).details,
    ).toEqual([{ label: 'Message', value: '0xff00', block: true }])
    expect(
      describeSolanaRequest('solana_signMessage', {
        text: 'hi',
        hex: '6869',
        format: 'offchain',
      }).details,
    ).toEqual([{ label: 'Off-chain message', value: 'hi', block: true }])
  })

  it('names SOL and SPL transfers in amounts, with the simulated balance changes', () => {
    const { title, details } = describeSolanaRequest(
      'solana_signAndSendTransaction',
      {
        transactions: [
          {
            feePayer: 'Payer111',
            instructions: [
              {
                program: 'system',
                programAddress: system,
                kind: 'TransferSol',
                fields: {
                  source: 'Payer111',
                  destination: 'To111',
                  amount: '1250000000',
                },
                warnings: [],
              },
              {
                program: 'token',
                programAddress: tokenProgram,
                kind: 'TransferChecked',
                fields: {
                  source: 'Src111',
                  mint: 'Mint111',
                  destination: 'Ata111',
                  authority: 'Payer111',
                  amount: '25000000',
                  decimals: '6',
                },
                warnings: [],
              },
            ],
            simulation: {
              status: 'ok',
              changes: [
                {
                  account: 'Payer111',
                  user: true,
                  asset: 'SOL',
                  before: '2000000000',
                  after: '749995000',
                },
                {
                  account: 'Src111',
                  user: true,
                  asset: 'token',
                  mint: 'Mint111',
                  owner: 'Payer111',
                  before: '30000000',
                  after: '5000000',
                  decimals: 6,
                },
              ],
            },
          },
        ],
      },
    )
    expect(title).toBe('Send a transaction')
    expect(details).toEqual([
      { label: 'Fee payer', value: 'Payer111' },
      { label: 'Instructions', value: '2' },
      { label: 'Instruction 1', value: 'System · TransferSol' },
      { label: 'To', value: 'To111' },
      { label: 'Value', value: '1.25 SOL' },
      { label: 'Instruction 2', value: 'SPL Token · TransferChecked' },
      { label: 'To token account', value: 'Ata111' },
      { label: 'Value', value: '25 of token Mint111' },
      {
        label: 'Balance changes (simulated)',
        value:
          'You: -1.250005 SOL\nYour token account Src111: -25 of token Mint111',
        block: true,
      },
    ])
  })

  it('names every instruction of every transaction, warns under the dangerous ones, says when nothing was simulated', () => {
    const all = describeSolanaRequest('solana_signAllTransactions', {
      transactions: [
        {
          feePayer: 'Payer111',
          instructions: [
            {
              program: 'system',
              programAddress: system,
              kind: 'Assign',
              fields: { account: 'Payer111', programAddress: 'Evil111' },
              warnings: ['assign'],
            },
            {
              program: 'token',
              programAddress: tokenProgram,
              kind: 'Approve',
              fields: {
                source: 'Src111',
                delegate: 'Evil111',
                owner: 'Payer111',
                amount: '18446744073709551615',
              },
              warnings: ['approve', 'unlimitedApproval'],
            },
            {
              program: 'unknown',
              programAddress: 'Prog111',
              index: 9,
              fields: { accounts: '2', dataBytes: '5' },
              warnings: ['unknownProgram'],
            },
          ],
          simulation: { status: 'unavailable' },
        },
        {
          feePayer: 'Payer111',
          instructions: [],
          simulation: { status: 'failed', error: 'AccountNotFound' },
        },
      ],
    })
    expect(all.title).toBe('Sign transactions')
    expect(all.details).toEqual([
      {
        label: 'Warning',
        value: '3 warnings: read every instruction below.',
        warning: true,
      },
      { label: 'Transaction 1 · Fee payer', value: 'Payer111' },
      { label: 'Transaction 1 · Instructions', value: '3' },
      { label: 'Transaction 1 · Instruction 1', value: 'System · Assign' },
      {
        label: 'Transaction 1 · Details',
        value: 'account: Payer111\nprogramAddress: Evil111',
        block: true,
      },
      {
        label: 'Warning',
        value:
          'Assign hands this account to another program, which can then take its SOL.',
        warning: true,
      },
      { label: 'Transaction 1 · Instruction 2', value: 'SPL Token · Approve' },
      {
        label: 'Transaction 1 · Details',
        value:
          'source: Src111\ndelegate: Evil111\nowner: Payer111\namount: Unlimited',
        block: true,
      },
      {
        label: 'Warning',
        value: 'Approve lets a delegate move tokens out of this account.',
        warning: true,
      },
      { label: 'Warning', value: 'The approval is unlimited.', warning: true },
      {
        label: 'Transaction 1 · Instruction 3',
        value: 'Unknown program Prog111 · instruction #9',
      },
      {
        label: 'Transaction 1 · Details',
        value: 'accounts: 2\ndataBytes: 5',
        block: true,
      },
      {
        label: 'Warning',
        value: 'Unknown program: what it does cannot be shown.',
        warning: true,
      },
      {
        label: 'Transaction 1 · Balance changes (simulated)',
        value: 'Simulation unavailable',
      },
      { label: 'Transaction 2 · Fee payer', value: 'Payer111' },
      { label: 'Transaction 2 · Instructions', value: '0' },
      {
        label: 'Transaction 2 · Balance changes (simulated)',
        value: 'Simulation failed: AccountNotFound',
      },
    ])
  })
})
