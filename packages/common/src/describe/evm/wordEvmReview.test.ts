import { describe, expect, it } from 'vitest'
import { describeEvmMessage } from './describeEvmMessage.js'
import { describeEvmTransactions } from './describeEvmTransactions.js'
import { describeEvmTypedData } from './describeEvmTypedData.js'
import type { EvmReviewText } from './EvmReviewText.js'
import { wordEvmReview } from './wordEvmReview.js'

// A catalogue that says which word goes where: the layout under test.
const text: EvmReviewText = {
  title: (method, count) => `${method}×${count}`,
  message: 'message',
  domain: 'domain',
  primaryType: 'type',
  typedField: (path, type) => `${path}:${type}`,
  call: (index) => `call${index}`,
  to: 'to',
  newContract: 'new',
  value: 'value',
  action: 'action',
  actionOf: (call, amount) => `${call.kind}(${amount})`,
  token: 'token',
  owner: 'owner',
  from: 'from',
  spender: 'spender',
  operator: 'operator',
  tokenId: 'id',
  amount: 'amount',
  deadline: 'deadline',
  unlimited: (symbol) => `all ${symbol}`,
  tokenAmount: (amount, symbol, token) => `${amount} ${symbol ?? token}`,
  nativeAmount: (amount, symbol) => `${amount} ${symbol}`,
  data: 'data',
  dataValue: (data, bytes) => `${data ?? '-'}/${bytes}`,
  gasLimit: 'gas',
  maxFeePerGas: 'maxFee',
  maxPriorityFeePerGas: 'tip',
  gasPrice: 'price',
  gwei: (amount) => `${amount}g`,
  nonce: 'nonce',
  maxNetworkFee: 'fee',
  usd: (usd) => `$${usd}`,
  estimating: 'estimating',
  feeUnavailable: (reason) => `no fee: ${reason}`,
  balanceChanges: 'changes',
  simulating: 'simulating',
  simulationUnavailable: 'unsimulated',
  noBalanceChanges: 'none',
  balanceChange: (negative, amount) => `${negative ? '-' : '+'}${amount}`,
  warnings: {
    unlimitedApproval: (w) => `unlimited ${w.spender}`,
    simulationReverted: (w, batch) => `reverts ${w.call} ${batch}`,
    ignoredFields: (w) => `ignored ${w.count}`,
    invisibleCharacters: (w) => `hidden ${w.count}`,
    otherChain: (w) => `chain ${w.signedFor}`,
    typedDataRefused: (w) => `refused ${w.reason}`,
  },
}

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('wordEvmReview', () => {
  it('a batch: each call prefixed with its fields as signed, then the fee and the changes', () => {
    const review = describeEvmTransactions({
      chainId: 1,
      transactions: [
        {
          to: token,
          value: 10n ** 18n,
          gas: 21_000n,
          maxFeePerGas: 2n * 10n ** 9n,
          maxPriorityFeePerGas: 10n ** 9n,
          nonce: 3,
        },
        { data: '0x60', value: 0n, gas: 50_000n, gasPrice: 10n ** 9n },
      ],
      simulation: {
        changes: [
          { token: 'native', delta: -(10n ** 18n) },
          { token, delta: 5n },
        ],
        reverted: [{ call: 2 }],
      },
      price: 1000,
    })
    expect(wordEvmReview('wallet_sendCalls', review, text)).toEqual({
      title: 'wallet_sendCalls×2',
      details: [
        { label: 'call1 · to', value: token },
        { label: 'call1 · value', value: '1 ETH' },
        { label: 'call1 · data', value: '-/0' },
        { label: 'call1 · gas', value: '21000' },
        { label: 'call1 · maxFee', value: '2g' },
        { label: 'call1 · tip', value: '1g' },
        { label: 'call1 · nonce', value: '3' },
        { label: 'call2 · to', value: 'new' },
        { label: 'call2 · value', value: '0 ETH' },
        { label: 'call2 · data', value: '0x60/1' },
        { label: 'call2 · gas', value: '50000' },
        { label: 'call2 · price', value: '1g' },
        { label: 'fee', value: '0.000092 ETH ($0.092)' },
        { label: 'changes', value: `-1 ETH\n+5 ${token}`, block: true },
      ],
      warnings: ['reverts 2 true'],
    })
  })

  it('fees and simulation still to come, or a fee that could not be set', () => {
    const line = (review: ReturnType<typeof describeEvmTransactions>) =>
      wordEvmReview('eth_sendTransaction', review, text).details.slice(-2)
    expect(
      line(
        describeEvmTransactions({
          chainId: 1,
          transactions: [{ to: token }],
          simulation: 'pending',
        }),
      ),
    ).toEqual([
      { label: 'fee', value: 'estimating' },
      { label: 'changes', value: 'simulating', block: true },
    ])
    expect(
      line(
        describeEvmTransactions({
          chainId: 1,
          transactions: [{ to: token }],
          feeError: 'no funds',
        }),
      ),
    ).toEqual([
      { label: 'fee', value: 'no fee: no funds' },
      { label: 'changes', value: 'unsimulated', block: true },
    ])
  })

  it('a message (cut beyond 4000 characters) and typed data that will not be signed', () => {
    const long = wordEvmReview(
      'personal_sign',
      describeEvmMessage('x'.repeat(4_001)),
      text,
    )
    expect(long.details[0]?.value).toBe(`${'x'.repeat(4_000)}…`)
    expect(
      wordEvmReview(
        'eth_signTypedData_v4',
        describeEvmTypedData('{', { chainId: 1 }).review,
        text,
      ),
    ).toEqual({
      title: 'eth_signTypedData_v4×1',
      details: [],
      warnings: ['refused unreadable'],
    })
  })
})
