import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

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

describe('describeRequest (the service review in words)', () => {
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
    expect(shown.title).toBe('Send a transaction')
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
      title: 'Sign a message',
      details: [{ label: 'Message', value: 'Hi', block: true }],
      warnings: [],
    })
  })
})
