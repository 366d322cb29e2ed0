// The demo explorer's ERC-20 decoding: transfer and transferFrom calls
// (viem's erc20Abi) give recipient, amount and, for transferFrom, the
// owner; any other input is no token transfer.
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTokenCall } from './readTokenTransfer.js'

const OWNER = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'

describe('decodeTokenCall', () => {
  it('transfer(to, amount)', () => {
    const input = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [TO, 12_500_000_000_000_000_000n],
    })
    expect(decodeTokenCall(input)).toEqual({
      from: undefined,
      to: TO,
      amount: 12_500_000_000_000_000_000n,
    })
  })

  it('transferFrom(from, to, amount)', () => {
    const input = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [OWNER, TO, 7n],
    })
    expect(decodeTokenCall(input)).toEqual({ from: OWNER, to: TO, amount: 7n })
  })

  it('a plain ETH transfer, an approve and unknown data are no token transfer', () => {
    expect(decodeTokenCall('0x')).toBeUndefined()
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [TO, 1n],
    })
    expect(decodeTokenCall(approve)).toBeUndefined()
    expect(decodeTokenCall('0xdeadbeef')).toBeUndefined()
  })
})
