import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  canBatchAtomically,
  plainAddress,
  swapBatchCalls,
  swapPlan,
} from './swapPlan.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
const approveData = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [router, 10n ** 18n],
})
// Any calldata: the batch keeps it as the API built it.
const swapData = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [router, maxUint256],
})

describe('canBatchAtomically', () => {
  it('reads EIP-5792 atomic.status for the chain (or chain 0, every chain)', () => {
    // The embedded wallet's smart account on a chain with a bundler.
    expect(
      canBatchAtomically({ 31337: { atomic: { status: 'supported' } } }, 31337),
    ).toBe(true)
    expect(
      canBatchAtomically({ 0: { atomic: { status: 'supported' } } }, 31337),
    ).toBe(true)
    // The dev wallet (an EOA) and wallets that could upgrade but have not.
    expect(
      canBatchAtomically(
        { 31337: { atomic: { status: 'unsupported' } } },
        31337,
      ),
    ).toBe(false)
    expect(
      canBatchAtomically({ 31337: { atomic: { status: 'ready' } } }, 31337),
    ).toBe(false)
    // Another chain, no atomic entry, no answer (the wallet refused the call).
    expect(
      canBatchAtomically({ 31338: { atomic: { status: 'supported' } } }, 31337),
    ).toBe(false)
    expect(canBatchAtomically({ 31337: {} }, 31337)).toBe(false)
    expect(canBatchAtomically(undefined, 31337)).toBe(false)
  })
})

describe('swapPlan', () => {
  it('batches only an approve + swap on an atomic wallet; anything else goes in steps', () => {
    expect(swapPlan(true, true)).toBe('batch')
    expect(swapPlan(true, false)).toBe('steps')
    // No approve needed: one transaction either way.
    expect(swapPlan(false, true)).toBe('steps')
    expect(swapPlan(false, false)).toBe('steps')
  })
})

describe('swapBatchCalls', () => {
  it('puts the approve first, then the swap with its value, to 0x addresses', () => {
    const calls = swapBatchCalls(
      { to: `eip155:31337:${token}` as `0x${string}`, data: approveData },
      {
        to: `eip155:31337:${router}` as `0x${string}`,
        data: swapData,
        value: '0',
      },
    )
    expect(calls).toEqual([
      { to: token, data: approveData },
      { to: router, data: swapData, value: 0n },
    ])
  })

  it('keeps plain addresses and a swap from ETH pays its value', () => {
    expect(plainAddress(router)).toBe(router)
    expect(
      swapBatchCalls(
        { to: token, data: approveData },
        { to: router, data: swapData, value: '1000000000000000000' },
      )[1],
    ).toEqual({ to: router, data: swapData, value: 10n ** 18n })
  })
})
