// The frame's catalogue worded by the shared describers: the service's
// review (POST /rpc/prepare) as the approval screen shows it.
import { type EvmRequestReview, wordEvmReview } from '@latch/common/describe'
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import {
  type SolanaRequestReview,
  wordSolanaReview,
} from '@latch/solana/transactions'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { frameText } from './text.js'

const describeRequest = (method: string, review: EvmRequestReview) =>
  wordEvmReview(method, review, frameText.evm)
const describeSolanaRequest = (
  method: string,
  review: Omit<SolanaRequestReview, 'namespace'>,
) =>
  wordSolanaReview(method, { namespace: 'solana', ...review }, frameText.solana)

const attacker = '0x00000000000000000000000000000000000a77Ac'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const call = {
  to: token,
  value: '0',
  dataBytes: 68,
  gas: '50000',
  maxFeePerGas: '2000000000',
  maxPriorityFeePerGas: '1000000000',
  maxFee: '100000000000000',
}
const transaction = (
  overrides: Partial<EvmTransactionReview> = {},
): EvmTransactionReview => ({
  namespace: 'eip155',
  kind: 'transaction',
  chainId: 31337,
  currency: { symbol: 'ETH', decimals: 18 },
  calls: [call],
  maxFee: call.maxFee,
  simulation: { status: 'unavailable' },
  warnings: [],
  ...overrides,
})
const value = (
  description: ReturnType<typeof describeRequest>,
  label: string,
) => description.details.find((d) => d.label === label)?.value

describe('frameText.evm (the service review in words)', () => {
  it('a transaction: gas, max fee per gas, maximum network fee in ETH and USD', () => {
    const hiddenFee = transaction({
      calls: [
        {
          ...call,
          to: attacker,
          dataBytes: 0,
          gas: '21000',
          maxFeePerGas: '476190476190476',
          maxFee: '9999999999999996000',
        },
      ],
      maxFee: '9999999999999996000',
      maxFeeUsd: 29_999.99,
    })
    const shown = describeRequest('eth_sendTransaction', hiddenFee)
    expect(shown.title).toBe('Approve transaction')
    expect(value(shown, 'Gas limit')).toBe('21000')
    expect(value(shown, 'Max fee per gas')).toBe('476190.476190476 gwei')
    expect(value(shown, 'Maximum network fee')).toBe(
      '9.999999999999996 ETH (≈ $29999.99)',
    )
    expect(value(shown, 'Data')).toBe('none')
    expect(value(shown, 'Balance changes (simulated)')).toBe(
      'Simulation unavailable',
    )
  })

  it('approve(attacker, max) and transfer(x, 1) read differently; unlimited warns', () => {
    const approve = describeRequest(
      'eth_sendTransaction',
      transaction({
        calls: [
          {
            ...call,
            decoded: {
              standard: 'erc20',
              kind: 'approve',
              token,
              symbol: 'LDT',
              decimals: 18,
              spender: attacker,
              amount: maxUint256.toString(),
              unlimited: true,
            },
          },
        ],
        warnings: [{ kind: 'unlimitedApproval', token, spender: attacker }],
      }),
    )
    expect(value(approve, 'Action')).toBe('Allow spending')
    expect(value(approve, 'Spender')).toBe(attacker)
    expect(value(approve, 'Amount')).toBe('Unlimited')
    expect(value(approve, 'Token')).toBe(`LDT (${token})`)
    expect(approve.warnings).toEqual([
      `Unlimited approval: ${attacker} may move all of your ${token} tokens, now and later.`,
    ])
    const transfer = describeRequest(
      'eth_sendTransaction',
      transaction({
        calls: [
          {
            ...call,
            decoded: {
              standard: 'erc20',
              kind: 'transfer',
              token,
              symbol: 'LDT',
              decimals: 18,
              to: attacker,
              amount: '1',
            },
          },
        ],
        simulation: {
          status: 'ok',
          changes: [{ token, symbol: 'LDT', decimals: 18, delta: '-1' }],
        },
      }),
    )
    expect(value(transfer, 'Action')).toBe('Transfer tokens')
    expect(value(transfer, 'Amount')).toBe('0.000000000000000001 LDT')
    expect(value(transfer, 'Balance changes (simulated)')).toBe(
      '-0.000000000000000001 LDT',
    )
    expect(transfer.warnings).toEqual([])
  })

  it('wallet_sendCalls: each call prefixed, one total fee', () => {
    const shown = describeRequest(
      'wallet_sendCalls',
      transaction({
        calls: [call, { ...call, to: null, dataBytes: 2 }],
        maxFee: '200000000000000',
        simulation: {
          status: 'ok',
          changes: [{ token: 'native', delta: '1000000000000000000' }],
        },
      }),
    )
    expect(value(shown, 'Call 2 · To')).toBe('New contract')
    expect(value(shown, 'Call 2 · Data')).toBe('2 bytes')
    expect(value(shown, 'Maximum network fee')).toBe('0.0002 ETH')
    expect(value(shown, 'Balance changes (simulated)')).toBe('+1 ETH')
  })

  it('typed data: domain, type, only the typed fields (dotted), warnings', () => {
    const shown = describeRequest('eth_signTypedData_v4', {
      namespace: 'eip155',
      kind: 'typedData',
      primaryType: 'Mail',
      domain: [{ name: 'name', type: '', value: 'Latch' }],
      fields: [
        { name: 'contents', type: 'string', value: 'pay ⟨U+202E⟩gnp.exe' },
        {
          name: 'to',
          type: 'Person',
          fields: [{ name: 'wallet', type: 'address', value: attacker }],
        },
      ],
      warnings: [
        { kind: 'ignoredFields', count: 2 },
        { kind: 'invisibleCharacters', count: 1 },
        { kind: 'otherChain', signedFor: 1, current: 31337 },
      ],
    })
    expect(shown.details).toEqual([
      { label: 'Domain', value: 'name: Latch', block: true },
      { label: 'Type', value: 'Mail' },
      { label: 'contents', value: 'pay ⟨U+202E⟩gnp.exe' },
      { label: 'to.wallet', value: attacker },
    ])
    expect(shown.warnings).toEqual([
      '2 field(s) of this message are not part of its type: they are not signed, and not shown.',
      '1 hidden character(s), shown as ⟨U+…⟩: this text may read differently than it looks.',
      'This signature is for chain 1, not the network in use (31337).',
    ])
  })

  it('personal_sign: the text the service decoded, or its hex', () => {
    expect(
      describeRequest('personal_sign', {
        namespace: 'eip155',
        kind: 'message',
        text: 'Hi',
        warnings: [],
      }),
    ).toEqual({
      title: 'Sign message',
      details: [{ label: 'Message', value: 'Hi', block: true }],
      warnings: [],
    })
  })
})

const system = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

describe('frameText.solana (the service review in words)', () => {
  it('shows a message as text, or as hex when binary; off-chain ones say so', () => {
    expect(
      describeSolanaRequest('solana_signMessage', { text: 'hi', hex: '6869' }),
    ).toEqual({
      title: 'Sign message',
      details: [{ label: 'Message', value: 'hi', block: true }],
      warnings: [],
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
    expect(title).toBe('Approve transaction')
    expect(details).toEqual([
      { label: 'Fee payer', value: 'Payer111' },
      { label: 'Instructions', value: '2' },
      { label: 'Instruction 1', value: 'System · TransferSol' },
      { label: 'To', value: 'To111' },
      { label: 'Value', value: '1.25 SOL' },
      { label: 'Instruction 2', value: 'SPL Token · TransferChecked' },
      { label: 'From token account', value: 'Src111' },
      { label: 'Owner', value: 'Payer111' },
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
