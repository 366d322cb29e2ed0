import {
  InsufficientFundsError,
  TransactionRejectedRpcError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@latch/common'
import {
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SolanaError,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { toSolanaSendError } from './toSolanaSendError.js'

const preflight = (logs: string[]) =>
  new SolanaError(
    SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
    {
      accounts: null,
      innerInstructions: null,
      loadedAccountsDataSize: null,
      logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: 150n,
    } as never,
  )

test('a preflight refusal for lack of lamports is InsufficientFundsError', () => {
  const error = toSolanaSendError(
    preflight(['Transfer: insufficient lamports 5, need 10']),
  )
  expect(error).toBeInstanceOf(InsufficientFundsError)
  expect(error.details).toContain('insufficient lamports 5, need 10')
})

test('another preflight refusal is TransactionRejectedRpcError (-32003) with the logs', () => {
  const error = toSolanaSendError(preflight(['Program failed: custom 0x1']))
  expect(error).toBeInstanceOf(TransactionRejectedRpcError)
  expect((error as TransactionRejectedRpcError).code).toBe(-32003)
  expect(error.details).toContain('custom 0x1')
})

test('found inside a wallet error that wrapped it', () => {
  const wrapped = new UnknownRpcError({
    cause: Object.assign(new Error('send failed'), {
      cause: preflight(['insufficient funds for fee']),
    }),
  })
  expect(toSolanaSendError(wrapped)).toBeInstanceOf(InsufficientFundsError)
})

test('everything else through getProviderError; typed errors unchanged', () => {
  const declined = new UserRejectedRequestError()
  expect(toSolanaSendError(declined)).toBe(declined)
  expect(toSolanaSendError({ code: 4001, message: 'no' })).toBeInstanceOf(
    UserRejectedRequestError,
  )
  for (const raw of [null, undefined, 'boom', 42, {}])
    expect(toSolanaSendError(raw)).toBeInstanceOf(UnknownRpcError)
})
