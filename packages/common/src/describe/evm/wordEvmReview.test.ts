import { describe, expect, it } from 'vitest'
import type {
  EvmCallReview,
  EvmTransactionReview,
} from '../../embeddedProtocol/review.js'
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
  swap: 'swap',
  youPay: 'pay',
  minimumReceived: 'min',
  recipient: 'recipient',
  unlimited: (symbol) => `all ${symbol}`,
  tokenAmount: (amount, symbol, token) => `${amount} ${symbol ?? token}`,
  smartAccount: 'smart',
  accountCreated: (address) => `new ${address}`,
  sponsoredFee: (name) => `sponsored ${name}`,
  sessionKey: 'key',
  expires: 'expires',
  spendingLimit: 'limit',
  everyPeriod: (amount, seconds) => `${amount}/${seconds}s`,
  allowedCalls: 'calls',
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
    swapRecipient: (w, batch) => `pays ${w.recipient} ${w.call} ${batch}`,
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

  it('a smart account’s operation: the account (created first), no per-call fees, a sponsored fee', () => {
    const review = describeEvmTransactions({
      chainId: 1,
      currency: { symbol: 'ETH', decimals: 18 },
      transactions: [{ to: token, value: 5n }],
    })
    const worded = wordEvmReview(
      'wallet_sendCalls',
      {
        ...review,
        maxFee: '0',
        smartAccount: {
          address: '0xaa',
          deploys: true,
          atomic: true,
          sponsor: { name: 'Host' },
        },
      },
      text,
    )
    expect(worded.details[0]).toEqual({ label: 'smart', value: 'new 0xaa' })
    expect(worded.details).toContainEqual({
      label: 'fee',
      value: 'sponsored Host',
    })
  })

  it('a swap: what it takes, the least it pays (a token with its contract), to whom, until when; another recipient in the warning colour', () => {
    const review: EvmTransactionReview = {
      namespace: 'eip155',
      kind: 'transaction',
      chainId: 1,
      currency: { symbol: 'ETH', decimals: 18 },
      calls: [
        {
          to: '0xr0',
          value: '10000000000000000',
          dataBytes: 260,
          swap: {
            protocol: 'uniswap-v2',
            kind: 'swapExactETHForTokens',
            tokenIn: { token: 'native', symbol: 'ETH', decimals: 18 },
            tokenOut: { token, symbol: 'LDT', decimals: 18 },
            path: ['0xweth', token],
            amountIn: '10000000000000000',
            amountOutMinimum: '122222221122222221',
            recipient: '0xthief',
            deadline: '1800000000',
          },
        },
        { to: '0xr0', value: '0', dataBytes: 4 },
      ],
      simulation: { status: 'unavailable' },
      warnings: [{ kind: 'swapRecipient', call: 1, recipient: '0xthief' }],
    }
    const worded = wordEvmReview('wallet_sendCalls', review, {
      ...text,
      timestamp: (seconds) => `t${seconds}`,
    })
    expect(worded.details.slice(2, 7)).toEqual([
      { label: 'call1 · action', value: 'swap' },
      { label: 'call1 · pay', value: '0.01 ETH' },
      { label: 'call1 · min', value: `0.122222221122222221 LDT (${token})` },
      { label: 'call1 · recipient', value: '0xthief', warning: true },
      { label: 'call1 · deadline', value: 't1800000000' },
    ])
    expect(worded.warnings).toEqual(['pays 0xthief 1 true'])
    // Unknown decimals: base units and the contract, as for other tokens.
    const [first] = review.calls as [EvmCallReview]
    const bare = wordEvmReview(
      'eth_sendTransaction',
      {
        ...review,
        calls: [
          {
            ...first,
            swap: { ...first.swap!, tokenOut: { token }, recipient: '0xme' },
          },
        ],
        warnings: [],
      },
      text,
    )
    expect(bare.details).toContainEqual({
      label: 'min',
      value: `122222221122222221 ${token}`,
    })
    expect(bare.details).toContainEqual({ label: 'recipient', value: '0xme' })
    expect(bare.details).toContainEqual({
      label: 'deadline',
      value: '1800000000',
    })
  })

  it('a session grant: account, session key, expiry and each on-chain limit', () => {
    expect(
      wordEvmReview(
        'wallet_grantPermissions',
        {
          namespace: 'eip155',
          kind: 'permissions',
          chainId: 1,
          account: '0xaa',
          sessionKey: '0xbb',
          expiry: 1_700_000_000,
          deploys: false,
          limits: [
            {
              kind: 'nativeTotal',
              amount: '500000000000000000',
              symbol: 'ETH',
              decimals: 18,
            },
            {
              kind: 'nativePeriod',
              amount: '1000000000000000000',
              symbol: 'ETH',
              decimals: 18,
              period: 86_400,
              start: 0,
            },
            { kind: 'erc20Total', token: '0xcc', amount: '10' },
            { kind: 'calls', targets: ['0xcc'], selectors: ['0xa9059cbb'] },
          ],
          warnings: [],
        },
        text,
      ).details,
    ).toEqual([
      { label: 'smart', value: '0xaa' },
      { label: 'key', value: '0xbb' },
      { label: 'expires', value: '1700000000' },
      { label: 'limit', value: '0.5 ETH' },
      { label: 'limit', value: '1 ETH/86400s' },
      { label: 'limit', value: '10 0xcc' },
      { label: 'calls', value: '0xcc\n0xa9059cbb', block: true },
    ])
  })
})
