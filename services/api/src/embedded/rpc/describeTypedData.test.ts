import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeTypedData } from './describeTypedData.js'

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

describe('describeTypedData', () => {
  it('EIP-2612 Permit with an unlimited value warns like an approve(max)', () => {
    const { review } = describeTypedData(permit(maxUint256), { chainId: 31337 })
    expect(review.warnings).toEqual([
      { kind: 'unlimitedApproval', token, spender },
    ])
    expect(
      describeTypedData(permit(10n ** 18n), { chainId: 31337 }).review.warnings,
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
    const { review } = describeTypedData(JSON.stringify(data), {
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

  it('refuses what viem cannot sign and EIP712Domain as primary type (400)', () => {
    for (const bad of [
      '{not json',
      { ...permit(1n), primaryType: 'EIP712Domain' },
      { ...permit(1n), primaryType: 'Missing' },
      { ...permit(1n), message: { ...permit(1n).message, owner: 'x' } },
    ])
      expect(() => describeTypedData(bad, { chainId: 31337 })).toThrow(
        expect.objectContaining({ status: 400 }),
      )
  })
})
