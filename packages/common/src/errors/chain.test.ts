import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
} from './chain.js'
import { getChainError } from './getChainError.js'
import { UserRejectedRequestError } from './provider.js'
import { RpcError } from './rpc.js'

describe('getChainError', () => {
  test.each([
    ['nonce too low: next nonce 3, tx nonce 1', NonceTooLowError],
    ['nonce too high', NonceTooHighError],
    ['Insufficient funds for gas * price + value', InsufficientFundsError],
    ['max fee per gas less than block base fee', FeeCapTooLowError],
    ['max fee per gas higher than 2^256-1', FeeCapTooHighError],
    ['intrinsic gas too low', IntrinsicGasTooLowError],
    ['intrinsic gas too high', IntrinsicGasTooHighError],
    ['execution reverted', ExecutionRevertedError],
  ] as const)('%s → %o', (message, ErrorClass) => {
    const error = getChainError({ code: -32003, message })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.details).toBe(message)
    expect(error.cause).toBeInstanceOf(RpcError)
  })

  test('finds the node message under a wallet wrapper', () => {
    const raw = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: -32000, message: 'nonce too low' } },
    }
    expect(getChainError(raw)).toBeInstanceOf(NonceTooLowError)
  })

  test('reads the revert reason and data', () => {
    const error = getChainError({
      code: 3,
      message: 'execution reverted: Ownable: caller is not the owner',
      data: '0x08c379a0',
    }) as ExecutionRevertedError
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect(error.reason).toBe('Ownable: caller is not the owner')
    expect(error.data).toBe('0x08c379a0')
    expect(error.shortMessage).toBe(
      'Execution reverted with reason: Ownable: caller is not the owner.',
    )
  })

  test('keeps wallet answers and unknown errors as provider errors', () => {
    const rejected = getChainError({
      code: 4001,
      message: 'User rejected: insufficient funds',
    })
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    const other = getChainError({ code: -32601, message: 'no such method' })
    expect(other).toBeInstanceOf(RpcError)
    expect((other as RpcError).code).toBe(-32601)
    expect(getChainError(null)).toBeInstanceOf(BaseError)
  })

  test('returns chain errors as they are', () => {
    const error = new InsufficientFundsError()
    expect(getChainError(error)).toBe(error)
  })

  test('messages', () => {
    expect(new InsufficientFundsError().message).toMatchInlineSnapshot(`
      "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.

      Docs: https://latch.dev/docs/common/errors#chain
      Version: @latch/common@0.1.0"
    `)
    expect(new ExecutionRevertedError().message).toMatchInlineSnapshot(`
      "Execution reverted for an unknown reason.

      Docs: https://latch.dev/docs/common/errors#chain
      Version: @latch/common@0.1.0"
    `)
  })
})
