// What a passkey user signs is what the frame shows: the service's review
// is shown only when it says what the user operation's bytes do.
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import {
  encodeExecution,
  hybridDeleGatorAbi,
} from '@latch/common/smart-account'
import { encodeFunctionData, numberToHex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type PreparedUserOperation,
  reviewMatchesOperation,
} from './passkeyWallet.js'

const sender = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const attacker = '0x3333333333333333333333333333333333333333'

const callData = (calls: { to: `0x${string}`; value: bigint }[]) => {
  const { mode, executionCalldata } = encodeExecution(calls)
  return encodeFunctionData({
    abi: hybridDeleGatorAbi,
    functionName: 'execute',
    args: [mode, executionCalldata],
  })
}

const op: PreparedUserOperation = {
  sender,
  nonce: '0x0',
  factory: '0x4444444444444444444444444444444444444444',
  factoryData: '0x',
  callData: callData([{ to, value: parseEther('0.5') }]),
  callGasLimit: numberToHex(100_000),
  verificationGasLimit: numberToHex(400_000),
  preVerificationGas: numberToHex(50_000),
  maxFeePerGas: numberToHex(2_000_000_000),
  maxPriorityFeePerGas: numberToHex(1_000_000_000),
}

const review: EvmTransactionReview = {
  namespace: 'eip155',
  kind: 'transaction',
  chainId: 31337,
  currency: { symbol: 'ETH', decimals: 18 },
  calls: [{ to, value: parseEther('0.5').toString(), dataBytes: 0 }],
  maxFee: ((100_000n + 400_000n + 50_000n) * 2_000_000_000n).toString(),
  simulation: { status: 'unavailable' },
  warnings: [],
  smartAccount: { address: sender, deploys: true, atomic: true },
}

describe('reviewMatchesOperation', () => {
  it('accepts the review of the operation’s own bytes', () => {
    expect(reviewMatchesOperation(op, review, 31337)).toBe(true)
  })

  it('refuses a review that hides where the value goes, how much, the fee, the account or the chain', () => {
    const other = callData([{ to: attacker, value: parseEther('0.5') }])
    expect(
      reviewMatchesOperation({ ...op, callData: other }, review, 31337),
    ).toBe(false)
    const more = callData([{ to, value: parseEther('5') }])
    expect(
      reviewMatchesOperation({ ...op, callData: more }, review, 31337),
    ).toBe(false)
    const two = callData([
      { to, value: parseEther('0.5') },
      { to: attacker, value: 1n },
    ])
    expect(
      reviewMatchesOperation({ ...op, callData: two }, review, 31337),
    ).toBe(false)
    expect(
      reviewMatchesOperation(
        { ...op, maxFeePerGas: numberToHex(9e9) },
        review,
        31337,
      ),
    ).toBe(false)
    expect(
      reviewMatchesOperation({ ...op, sender: attacker }, review, 31337),
    ).toBe(false)
    const { factory: _f, factoryData: _d, ...deployed } = op
    expect(reviewMatchesOperation(deployed, review, 31337)).toBe(false)
    expect(reviewMatchesOperation(op, review, 1)).toBe(false)
  })
})
