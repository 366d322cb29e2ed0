import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvmTypedData } from './describeEvmTypedData.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x00000000000000000000000000000000000a77Ac'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const permit = (value: bigint, chainId = 31337) => ({
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'LDT', version: '1', chainId, verifyingContract: token },
  message: {
    owner,
    spender,
    value: value.toString(),
    nonce: '0',
    deadline: '99',
  },
})

describe('describeEvmTypedData', () => {
  it('EIP-2612 Permit with an unlimited value warns like an approve(max)', () => {
    const { review } = describeEvmTypedData(permit(maxUint256), {
      chainId: 31337,
    })
    expect(review.warnings).toEqual([
      { kind: 'unlimitedApproval', token, spender },
    ])
    expect(
      describeEvmTypedData(permit(10n ** 18n), { chainId: 31337 }).review
        .warnings,
    ).toEqual([])
  })

  it('Permit2 PermitSingle with amount max uint160 warns; another chain warns', () => {
    const data = {
      types: {
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: token },
      message: {
        details: {
          token,
          amount: (2n ** 160n - 1n).toString(),
          expiration: '0',
          nonce: '0',
        },
        spender,
        sigDeadline: '99',
      },
    }
    const { review } = describeEvmTypedData(JSON.stringify(data), {
      chainId: 31337,
    })
    expect(review.warnings).toEqual([
      { kind: 'unlimitedApproval', token, spender },
      { kind: 'otherChain', signedFor: 1, current: 31337 },
    ])
    expect(review.fields[0]?.fields?.map((f) => f.name)).toEqual([
      'token',
      'amount',
      'expiration',
      'nonce',
    ])
  })

  it('refuses what viem cannot sign and EIP712Domain as primary type (no typedData: the service answers 400)', () => {
    for (const [bad, reason] of [
      ['{not json', 'unreadable'],
      [{ ...permit(1n), primaryType: 'EIP712Domain' }, 'domain'],
      [{ ...permit(1n), primaryType: 'Missing' }, 'invalid'],
      [
        { ...permit(1n), message: { ...permit(1n).message, owner: 'x' } },
        'invalid',
      ],
    ] as const) {
      const described = describeEvmTypedData(bad, { chainId: 31337 })
      expect(described.typedData).toBeUndefined()
      expect(described.review.warnings).toContainEqual(
        expect.objectContaining({ kind: 'typedDataRefused', reason }),
      )
    }
  })

  it('shows the domain as viem signs it: the declared EIP712Domain type, or the one derived from the domain', () => {
    const mail = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }],
        Mail: [{ name: 'contents\u202E', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Latch', chainId: 31337 },
      message: { 'contents\u202E': 'hi' },
    }
    const declared = describeEvmTypedData(mail, { chainId: 31337 })
    expect(declared.review.domain).toEqual([
      { name: 'name', type: 'string', value: 'Latch' },
    ])
    expect(declared.typedData?.types).toEqual(mail.types)
    // Names come from the page: revealed and counted like values.
    expect(declared.review.fields).toEqual([
      { name: 'contents⟨U+202E⟩', type: 'string', value: 'hi' },
    ])
    expect(declared.review.warnings).toEqual([
      { kind: 'invisibleCharacters', count: 1 },
    ])
    const derived = describeEvmTypedData(mail, {
      chainId: 31337,
      deriveDomainType: true,
    })
    expect(derived.review.domain).toEqual([
      { name: 'name', type: 'string', value: 'Latch' },
      { name: 'chainId', type: 'uint256', value: '31337' },
    ])
    expect(derived.typedData?.types).toEqual({ Mail: mail.types.Mail })
  })

  it('refuses more fields than a screen shows', () => {
    const data = {
      types: { List: [{ name: 'items', type: 'uint256[]' }] },
      primaryType: 'List',
      domain: {},
      message: { items: Array.from({ length: 600 }, (_, i) => String(i)) },
    }
    const described = describeEvmTypedData(data, { chainId: 1 })
    expect(described.typedData).toBeUndefined()
    expect(described.review.warnings).toEqual([
      {
        kind: 'typedDataRefused',
        reason: 'tooLarge',
        detail: 'typedData is too large to review',
      },
    ])
  })
})
