import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  maxUint256,
  parseAbi,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeEvmCall } from './decodeEvmCall.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const erc1155 = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
])
const extras = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
])
const zero32 = `0x${'00'.repeat(32)}` as const

describe('decodeEvmCall', () => {
  it('tells approve(max) from transfer(x, 1)', () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [alice, maxUint256],
    })
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [alice, 1n],
    })
    // Same length: the old screen said "Data: 68 bytes" for both.
    expect(approve.length).toBe(transfer.length)
    expect(decodeEvmCall({ to: token, data: approve })).toEqual({
      standard: 'erc20',
      kind: 'approve',
      token,
      spender: alice,
      amount: maxUint256,
      unlimited: true,
    })
    expect(decodeEvmCall({ to: token, data: transfer })).toEqual({
      standard: 'erc20',
      kind: 'transfer',
      token,
      to: alice,
      amount: 1n,
    })
  })

  it('approvals below 2^255 are limited; increaseAllowance and permit', () => {
    const limited = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [alice, 2n ** 255n - 1n],
    })
    expect(decodeEvmCall({ to: token, data: limited })).toMatchObject({
      unlimited: false,
    })
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: extras,
          functionName: 'increaseAllowance',
          args: [bob, 2n ** 255n],
        }),
      }),
    ).toMatchObject({
      kind: 'increaseAllowance',
      spender: bob,
      unlimited: true,
    })
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: extras,
          functionName: 'permit',
          args: [alice, bob, maxUint256, 99n, 27, zero32, zero32],
        }),
      }),
    ).toEqual({
      standard: 'erc20',
      kind: 'permit',
      token,
      owner: alice,
      spender: bob,
      amount: maxUint256,
      deadline: 99n,
      unlimited: true,
    })
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [alice, bob, 5n],
        }),
      }),
    ).toMatchObject({ kind: 'transferFrom', from: alice, to: bob, amount: 5n })
  })

  it('ERC-721 safeTransferFrom and setApprovalForAll', () => {
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: erc721Abi,
          functionName: 'safeTransferFrom',
          args: [alice, bob, 7n],
        }),
      }),
    ).toEqual({
      standard: 'erc721',
      kind: 'safeTransferFrom',
      token,
      from: alice,
      to: bob,
      tokenId: 7n,
    })
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: erc721Abi,
          functionName: 'setApprovalForAll',
          args: [bob, true],
        }),
      }),
    ).toMatchObject({
      kind: 'setApprovalForAll',
      operator: bob,
      approved: true,
      unlimited: true,
    })
  })

  it('ERC-1155 single and batch transfers', () => {
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: erc1155,
          functionName: 'safeTransferFrom',
          args: [alice, bob, 1n, 10n, '0x'],
        }),
      }),
    ).toMatchObject({ standard: 'erc1155', ids: [1n], amounts: [10n] })
    expect(
      decodeEvmCall({
        to: token,
        data: encodeFunctionData({
          abi: erc1155,
          functionName: 'safeBatchTransferFrom',
          args: [alice, bob, [1n, 2n], [3n, 4n], '0x'],
        }),
      }),
    ).toMatchObject({
      standard: 'erc1155',
      kind: 'safeBatchTransferFrom',
      ids: [1n, 2n],
      amounts: [3n, 4n],
    })
  })

  it('unknown selectors, truncated calldata, no receiver: undefined', () => {
    expect(decodeEvmCall({ to: token, data: '0xdeadbeef' })).toBeUndefined()
    expect(decodeEvmCall({ to: token, data: '0xa9059cbb00' })).toBeUndefined()
    expect(decodeEvmCall({ to: token })).toBeUndefined()
    expect(
      decodeEvmCall({
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [alice, 1n],
        }),
      }),
    ).toBeUndefined()
  })
})
