import { expectTypeOf, test } from 'vitest'
import {
  type BaseError,
  type DefinedErrorOptions,
  defineError,
} from './base.js'
import {
  ExecutionRevertedError,
  NonceTooLowError,
  type NonceTooLowErrorType,
} from './chain.js'
import { UserRejectedRequestError } from './provider.js'
import { defineRpcError, type RpcError, type RpcErrorOptions } from './rpc.js'

test('defineError: the name is a literal; the constructor takes the definition parameters', () => {
  class FixedError extends defineError('FixedError', {
    shortMessage: 'Fixed.',
  }) {}
  class ComputedError extends defineError(
    'ComputedError',
    (id: string, count?: number) => ({ shortMessage: `${id} ${count}` }),
  ) {}
  expectTypeOf<FixedError['name']>().toEqualTypeOf<'FixedError'>()
  expectTypeOf<FixedError>().toExtend<BaseError>()
  expectTypeOf<ConstructorParameters<typeof FixedError>>().toEqualTypeOf<
    [options?: DefinedErrorOptions]
  >()
  expectTypeOf<ConstructorParameters<typeof ComputedError>>().toEqualTypeOf<
    [id: string, count?: number]
  >()
  // @ts-expect-error the definition's parameters are required
  new ComputedError()
  // @ts-expect-error a definition needs a short message
  defineError('NoMessageError', { docsPath: '/x' })
})

test('defineError: fields are readonly properties of the error', () => {
  class ReasonError extends defineError('ReasonError', (reason: 'a' | 'b') => ({
    shortMessage: reason,
    fields: { reason },
  })) {}
  expectTypeOf<ReasonError['reason']>().toEqualTypeOf<'a' | 'b'>()
  expectTypeOf<ReasonError['name']>().toEqualTypeOf<'ReasonError'>()
  expectTypeOf<ConstructorParameters<typeof ReasonError>>().toEqualTypeOf<
    [reason: 'a' | 'b']
  >()
  // @ts-expect-error fields are readonly
  new ReasonError('a').reason = 'b'
})

test('a defined class carries its literal name: its XErrorType is the class', () => {
  // As narrow as viem's `XError & { name: 'XError' }` brand.
  expectTypeOf<NonceTooLowErrorType>().toExtend<
    NonceTooLowError & { name: 'NonceTooLowError' }
  >()
  expectTypeOf<
    NonceTooLowErrorType['name']
  >().toEqualTypeOf<'NonceTooLowError'>()
})

test('defineRpcError: code and name are literals, on the class and the error', () => {
  class TestRpcError extends defineRpcError(1234, 'TestRpcError', 'Test.') {}
  expectTypeOf(TestRpcError.code).toEqualTypeOf<1234>()
  expectTypeOf<TestRpcError['code']>().toEqualTypeOf<1234>()
  expectTypeOf<TestRpcError['name']>().toEqualTypeOf<'TestRpcError'>()
  expectTypeOf<TestRpcError>().toExtend<RpcError>()
  expectTypeOf<ConstructorParameters<typeof TestRpcError>>().toEqualTypeOf<
    [options?: RpcErrorOptions]
  >()
  expectTypeOf(UserRejectedRequestError.code).toEqualTypeOf<4001>()
  expectTypeOf(
    new UserRejectedRequestError().name,
  ).toEqualTypeOf<'UserRejectedRequestError'>()
})

test('chain errors keep their statics', () => {
  expectTypeOf(NonceTooLowError.nodeMessage).toEqualTypeOf<RegExp>()
  expectTypeOf(ExecutionRevertedError.code).toEqualTypeOf<3>()
})
