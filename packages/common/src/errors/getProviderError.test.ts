import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { getProviderError } from './getProviderError.js'
import {
  ChainDisconnectedError,
  SwitchChainError,
  UserRejectedRequestError,
} from './provider.js'
import {
  InternalRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  RpcError,
  UnknownRpcError,
} from './rpc.js'
import { BundleTooLargeError } from './wallet-call.js'

describe('codes', () => {
  test.each([
    [-32601, MethodNotFoundRpcError],
    [-32603, InternalRpcError],
    [-32005, LimitExceededRpcError],
    [4001, UserRejectedRequestError],
    [4901, ChainDisconnectedError],
    [4902, SwitchChainError],
    [5740, BundleTooLargeError],
  ] as const)('%i', (code, ErrorClass) => {
    const error = getProviderError({ code, message: 'from wallet' })
    expect(error).toBeInstanceOf(ErrorClass)
    expect((error as RpcError).code).toBe(code)
    expect(error.details).toBe('from wallet')
  })

  test('5000 (WalletConnect USER_REJECTED) is a user rejection', () => {
    const error = getProviderError({ code: 5000, message: 'User rejected.' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as RpcError).code).toBe(4001)
  })

  test('ethers ACTION_REJECTED is a user rejection', () => {
    const error = getProviderError({ code: 'ACTION_REJECTED' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  test('numeric string codes', () => {
    expect(getProviderError({ code: '4001' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('unknown code gives an RpcError with that code', () => {
    const error = getProviderError({
      code: 1234,
      message: 'odd',
      data: { x: 1 },
    })
    expect(error.constructor).toBe(RpcError)
    expect((error as RpcError).code).toBe(1234)
    expect((error as RpcError).data).toEqual({ x: 1 })
    expect(error.message).toMatchInlineSnapshot(`
      "The RPC peer answered with error code 1234.

      Details: odd
      Version: @latch/common@0.1.0"
    `)
  })
})

describe('nesting', () => {
  test('MetaMask wraps 4001 in -32603 data.originalError', () => {
    const error = getProviderError({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4001, message: 'User denied.' } },
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.details).toBe('User denied.')
  })

  test('mobile wallets wrap 4902 in data.originalError', () => {
    const error = getProviderError({
      code: -32000,
      data: { originalError: { code: 4902 } },
    })
    expect(error).toBeInstanceOf(SwitchChainError)
  })

  test('code in an Error cause', () => {
    const inner = Object.assign(new Error('Rejected'), { code: 4001 })
    const outer = new Error('request failed', { cause: inner })
    const error = getProviderError(outer)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(outer)
    expect(error.details).toBe('Rejected')
  })

  test('JSON-RPC response envelope', () => {
    const error = getProviderError({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'no such method' },
    })
    expect(error).toBeInstanceOf(MethodNotFoundRpcError)
  })

  test('the outermost unknown code is kept when nothing is known', () => {
    const error = getProviderError({ code: 77, cause: { code: 88 } })
    expect((error as RpcError).code).toBe(77)
  })
})

describe('no code', () => {
  test.each([null, undefined, 42, true, Symbol('x'), {}, []])(
    '%s gives UnknownRpcError',
    (raw) => {
      const error = getProviderError(raw)
      expect(error).toBeInstanceOf(UnknownRpcError)
      expect((error as RpcError).code).toBe(-1)
    },
  )

  test('a string becomes the details', () => {
    const error = getProviderError('wallet exploded')
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.message).toMatchInlineSnapshot(`
      "An unknown RPC error occurred.

      Details: wallet exploded
      Version: @latch/common@0.1.0"
    `)
  })

  test('rejection wording without a code', () => {
    expect(getProviderError('User rejected the request')).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(
      getProviderError(new Error('Request rejected by user')),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('a Latch error is returned as is', () => {
    const error = new BaseError('Mine.')
    expect(getProviderError(error)).toBe(error)
  })
})

describe('never throws', () => {
  test('hostile getters', () => {
    const raw = {
      get code(): number {
        throw new Error('gotcha')
      },
    }
    expect(getProviderError(raw)).toBeInstanceOf(UnknownRpcError)
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('proxy')
        },
      },
    )
    expect(getProviderError(proxy)).toBeInstanceOf(UnknownRpcError)
  })

  test('cyclic objects', () => {
    const a: Record<string, unknown> = { message: 'a' }
    a.cause = a
    a.data = { originalError: a }
    expect(getProviderError(a)).toBeInstanceOf(UnknownRpcError)
  })

  test('property: anything gives a BaseError', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true }), (raw) => {
        expect(getProviderError(raw)).toBeInstanceOf(BaseError)
      }),
    )
  })

  test('property: error-shaped objects keep known codes', () => {
    fc.assert(
      fc.property(
        fc.record({
          code: fc.oneof(fc.integer(), fc.string()),
          message: fc.option(fc.string(), { nil: undefined }),
          data: fc.anything(),
        }),
        (raw) => {
          const error = getProviderError(raw)
          expect(error).toBeInstanceOf(RpcError)
        },
      ),
    )
  })
})
