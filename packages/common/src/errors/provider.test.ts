import { describe, expect, test } from 'vitest'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './provider.js'
import { RpcError } from './rpc.js'

describe('codes', () => {
  test.each([
    [UserRejectedRequestError, 4001],
    [UnauthorizedProviderError, 4100],
    [UnsupportedProviderMethodError, 4200],
    [ProviderDisconnectedError, 4900],
    [ChainDisconnectedError, 4901],
    [SwitchChainError, 4902],
  ] as const)('%o has static and instance code', (ErrorClass, code) => {
    const error = new ErrorClass()
    expect(ErrorClass.code).toBe(code)
    expect(error.code).toBe(code)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.name).toBe(ErrorClass.name)
  })
})

describe('messages', () => {
  test('UserRejectedRequestError', () => {
    expect(new UserRejectedRequestError().message).toMatchInlineSnapshot(`
      "User rejected the request.

      Version: @latch/common@0.1.0"
    `)
  })
  test('UnauthorizedProviderError', () => {
    expect(new UnauthorizedProviderError().message).toMatchInlineSnapshot(`
      "The requested method and/or account has not been authorized by the user.

      Version: @latch/common@0.1.0"
    `)
  })
  test('UnsupportedProviderMethodError', () => {
    expect(new UnsupportedProviderMethodError().message).toMatchInlineSnapshot(`
      "The Provider does not support the requested method.

      Version: @latch/common@0.1.0"
    `)
  })
  test('ProviderDisconnectedError', () => {
    expect(new ProviderDisconnectedError().message).toMatchInlineSnapshot(`
      "The Provider is disconnected from all chains.

      Version: @latch/common@0.1.0"
    `)
  })
  test('ChainDisconnectedError', () => {
    expect(new ChainDisconnectedError().message).toMatchInlineSnapshot(`
      "The Provider is not connected to the requested chain.

      Version: @latch/common@0.1.0"
    `)
  })
  test('SwitchChainError', () => {
    expect(new SwitchChainError().message).toMatchInlineSnapshot(`
      "Unrecognized chain ID. Try adding the chain first.

      Version: @latch/common@0.1.0"
    `)
  })
})
