import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvmTransactions } from './describeEvmTransactions.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nft = '0x000000000000000000000000000000000000bEEF'
const attacker = '0x00000000000000000000000000000000000a77Ac'
const approveMax = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [attacker, maxUint256],
})
const operator = encodeFunctionData({
  abi: erc721Abi,
  functionName: 'setApprovalForAll',
  args: [attacker, true],
})

describe('describeEvmTransactions', () => {
  it('every signed field of every call: value, data, gas, fees (EIP-1559 or legacy), nonce; the max fee in the currency and USD', () => {
    const review = describeEvmTransactions({
      chainId: 31337,
      currency: { symbol: 'POL', decimals: 18 },
      transactions: [
        {
          to: token,
          data: approveMax,
          value: 0n,
          gas: 50_000n,
          maxFeePerGas: 2_000_000_000n,
          maxPriorityFeePerGas: 1_000_000_000n,
          nonce: 7,
        },
        {
          to: null,
          data: '0x6000',
          value: parseEther('1'),
          gas: 21_000n,
          gasPrice: 10n ** 9n,
        },
      ],
      tokens: { [token.toLowerCase()]: { symbol: 'LDT', decimals: 18 } },
      price: 2,
    })
    expect(review.calls).toEqual([
      {
        to: token,
        value: '0',
        data: approveMax,
        dataBytes: 68,
        decoded: {
          standard: 'erc20',
          kind: 'approve',
          token,
          spender: attacker,
          amount: maxUint256.toString(),
          unlimited: true,
          symbol: 'LDT',
          decimals: 18,
        },
        gas: '50000',
        maxFeePerGas: '2000000000',
        maxPriorityFeePerGas: '1000000000',
        nonce: 7,
        maxFee: '100000000000000',
      },
      {
        to: null,
        value: parseEther('1').toString(),
        data: '0x6000',
        dataBytes: 2,
        gas: '21000',
        gasPrice: '1000000000',
        maxFee: '21000000000000',
      },
    ])
    expect(review.maxFee).toBe('121000000000000')
    expect(review.maxFeeUsd).toBeCloseTo(0.000121 * 2)
    expect(review.currency).toEqual({ symbol: 'POL', decimals: 18 })
    expect(review.simulation).toEqual({ status: 'unavailable' })
    expect(review.warnings).toEqual([
      {
        kind: 'unlimitedApproval',
        token,
        spender: attacker,
        call: 1,
        symbol: 'LDT',
      },
    ])
  })

  it('operator grants warn; the simulation names its tokens, reverts warn (reason revealed)', () => {
    const review = describeEvmTransactions({
      chainId: 1,
      transactions: [{ to: nft, data: operator, value: 0n }],
      tokens: { [token.toLowerCase()]: { symbol: 'LDT', decimals: 18 } },
      simulation: {
        changes: [
          { token: 'native', delta: -parseEther('1') },
          { token, delta: 5n },
          { token: '0x000000000000000000000000000000000000cafe', delta: 3n },
        ],
        reverted: [{ call: 1, reason: 'no\u202E' }],
      },
    })
    expect(review.warnings).toEqual([
      {
        kind: 'unlimitedApproval',
        token: nft,
        spender: attacker,
        call: 1,
        operator: true,
      },
      { kind: 'simulationReverted', call: 1, reason: 'no⟨U+202E⟩' },
    ])
    expect(review.simulation).toEqual({
      status: 'ok',
      changes: [
        {
          token: 'native',
          delta: (-parseEther('1')).toString(),
          symbol: 'ETH',
          decimals: 18,
        },
        { token, delta: '5', symbol: 'LDT', decimals: 18 },
        { token: '0x000000000000000000000000000000000000cafe', delta: '3' },
      ],
    })
    // No gas yet: no max fee.
    expect(review.maxFee).toBeUndefined()
    expect(review.calls[0]?.gas).toBeUndefined()
  })

  it('fees or a simulation still to come, or fees that could not be set', () => {
    const pending = describeEvmTransactions({
      chainId: 1,
      transactions: [{ to: token, value: 1n }],
      simulation: 'pending',
    })
    expect(pending.simulation).toEqual({ status: 'pending' })
    expect(pending.maxFee).toBeUndefined()
    const failed = describeEvmTransactions({
      chainId: 1,
      transactions: [{ to: token, value: 1n, gas: 1n, maxFeePerGas: 1n }],
      feeError: 'insufficient funds',
    })
    expect(failed.feeError).toBe('insufficient funds')
    expect(failed.maxFee).toBeUndefined()
    expect(describeEvmTransactions({ chainId: 1, transactions: [] })).toEqual({
      namespace: 'eip155',
      kind: 'transaction',
      chainId: 1,
      currency: { symbol: 'ETH', decimals: 18 },
      calls: [],
      simulation: { status: 'unavailable' },
      warnings: [],
    })
  })

  describe('a swap router call', () => {
    const weth = '0xB97127a14F782EC2f252f8c3753AB8Db39126ed2'
    const router = '0x0E075FaA831A610b0E56D4B34711ec18F3e2BC83' as const
    const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const swapAbi = parseAbi([
      'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
    ])
    const swapTo = (recipient: `0x${string}`) => ({
      to: router,
      value: 0n,
      data: encodeFunctionData({
        abi: swapAbi,
        functionName: 'swapExactTokensForETH',
        args: [
          20n * 10n ** 18n,
          4_500_000n,
          [token, weth],
          recipient,
          1_800_000_000n,
        ],
      }),
    })
    const tokens = { [token.toLowerCase()]: { symbol: 'LDT', decimals: 18 } }

    it('tokens in and out (the native one with the currency’s symbol), amounts, minimum, recipient, deadline', () => {
      const review = describeEvmTransactions({
        chainId: 31337,
        transactions: [swapTo(user)],
        tokens,
        account: user,
      })
      expect(review.calls[0]?.decoded).toBeUndefined()
      expect(review.calls[0]?.swap).toEqual({
        protocol: 'uniswap-v2',
        kind: 'swapExactTokensForETH',
        tokenIn: { token, symbol: 'LDT', decimals: 18 },
        tokenOut: { token: 'native', symbol: 'ETH', decimals: 18 },
        path: [token, weth],
        amountIn: '20000000000000000000',
        amountOutMinimum: '4500000',
        recipient: user,
        deadline: '1800000000',
      })
      expect(review.warnings).toEqual([])
    })

    it('warns when the swap pays another address than the signing account', () => {
      const review = describeEvmTransactions({
        chainId: 31337,
        transactions: [{ to: token, data: approveMax }, swapTo(attacker)],
        tokens,
        account: user,
      })
      expect(review.warnings).toContainEqual({
        kind: 'swapRecipient',
        call: 2,
        recipient: attacker,
      })
      // Without the account the describer cannot tell.
      expect(
        describeEvmTransactions({
          chainId: 1,
          transactions: [swapTo(attacker)],
        }).warnings,
      ).toEqual([])
    })
  })
})
