import { describe, expect, test } from 'vitest'
import {
  defineRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  TransactionRejectedRpcError,
  UnknownRpcError,
} from './rpc.js'

describe('codes', () => {
  test.each([
    [UnknownRpcError, -1],
    [ParseRpcError, -32700],
    [InvalidRequestRpcError, -32600],
    [MethodNotFoundRpcError, -32601],
    [InvalidParamsRpcError, -32602],
    [InternalRpcError, -32603],
    [InvalidInputRpcError, -32000],
    [ResourceNotFoundRpcError, -32001],
    [ResourceUnavailableRpcError, -32002],
    [TransactionRejectedRpcError, -32003],
    [MethodNotSupportedRpcError, -32004],
    [LimitExceededRpcError, -32005],
    [JsonRpcVersionUnsupportedError, -32006],
  ] as const)('%o has static and instance code', (ErrorClass, code) => {
    const error = new ErrorClass()
    expect(ErrorClass.code).toBe(code)
    expect(error.code).toBe(code)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.name).toBe(ErrorClass.name)
  })
})

describe('messages', () => {
  test('UnknownRpcError', () => {
    expect(new UnknownRpcError().message).toMatchInlineSnapshot(`
      "An unknown RPC error occurred.

      Version: @latch/common@0.1.0"
    `)
  })
  test('ParseRpcError', () => {
    expect(new ParseRpcError().message).toMatchInlineSnapshot(`
      "Invalid JSON was received by the server.

      Version: @latch/common@0.1.0"
    `)
  })
  test('InvalidRequestRpcError', () => {
    expect(new InvalidRequestRpcError().message).toMatchInlineSnapshot(`
      "JSON is not a valid request object.

      Version: @latch/common@0.1.0"
    `)
  })
  test('MethodNotFoundRpcError', () => {
    expect(new MethodNotFoundRpcError().message).toMatchInlineSnapshot(`
      "The method does not exist / is not available.

      Version: @latch/common@0.1.0"
    `)
  })
  test('InvalidParamsRpcError', () => {
    expect(new InvalidParamsRpcError().message).toMatchInlineSnapshot(`
      "Invalid parameters were provided to the RPC method.

      Version: @latch/common@0.1.0"
    `)
  })
  test('InternalRpcError', () => {
    expect(new InternalRpcError().message).toMatchInlineSnapshot(`
      "An internal error was received.

      Version: @latch/common@0.1.0"
    `)
  })
  test('InvalidInputRpcError', () => {
    expect(new InvalidInputRpcError().message).toMatchInlineSnapshot(`
      "Missing or invalid parameters.

      Version: @latch/common@0.1.0"
    `)
  })
  test('ResourceNotFoundRpcError', () => {
    expect(new ResourceNotFoundRpcError().message).toMatchInlineSnapshot(`
      "Requested resource not found.

      Version: @latch/common@0.1.0"
    `)
  })
  test('ResourceUnavailableRpcError', () => {
    expect(new ResourceUnavailableRpcError().message).toMatchInlineSnapshot(`
      "Requested resource not available.

      Version: @latch/common@0.1.0"
    `)
  })
  test('TransactionRejectedRpcError', () => {
    expect(new TransactionRejectedRpcError().message).toMatchInlineSnapshot(`
      "Transaction creation failed.

      Version: @latch/common@0.1.0"
    `)
  })
  test('MethodNotSupportedRpcError', () => {
    expect(new MethodNotSupportedRpcError().message).toMatchInlineSnapshot(`
      "Method is not supported.

      Version: @latch/common@0.1.0"
    `)
  })
  test('LimitExceededRpcError', () => {
    expect(new LimitExceededRpcError().message).toMatchInlineSnapshot(`
      "Request exceeds defined limit.

      Version: @latch/common@0.1.0"
    `)
  })
  test('JsonRpcVersionUnsupportedError', () => {
    expect(new JsonRpcVersionUnsupportedError().message).toMatchInlineSnapshot(`
      "Version of JSON-RPC protocol is not supported.

      Version: @latch/common@0.1.0"
    `)
  })
})

test('RpcError carries code, data and details', () => {
  const error = new RpcError('Boom.', {
    code: 123,
    data: { why: 1 },
    details: 'inner',
  })
  expect(error.code).toBe(123)
  expect(error.data).toEqual({ why: 1 })
  expect(error.message).toMatchInlineSnapshot(`
    "Boom.

    Details: inner
    Version: @latch/common@0.1.0"
  `)
  expect('data' in new RpcError('x', { code: 1 })).toBe(false)
})

test('options pass through to subclasses', () => {
  const cause = new Error('socket closed')
  const error = new InternalRpcError({ cause, data: '0x01' })
  expect(error.cause).toBe(cause)
  expect(error.details).toBe('socket closed')
  expect(error.data).toBe('0x01')
})

test('defineRpcError', () => {
  class TestRpcError extends defineRpcError(
    1234,
    'TestRpcError',
    'Test failed.',
  ) {}
  const cause = new Error('inner')
  const error = new TestRpcError({ cause, data: { x: 1 }, docsPath: '/rpc' })
  expect(TestRpcError.code).toBe(1234)
  expect(error.code).toBe(1234)
  expect(error.name).toBe('TestRpcError')
  expect(error).toBeInstanceOf(TestRpcError)
  expect(error).toBeInstanceOf(RpcError)
  expect(error.data).toEqual({ x: 1 })
  expect(error.cause).toBe(cause)
  expect(error.message).toMatchInlineSnapshot(`
    "Test failed.

    Docs: https://latch.dev/docs/rpc
    Details: inner
    Version: @latch/common@0.1.0"
  `)
  expect(new TestRpcError()).not.toHaveProperty('data')
})
