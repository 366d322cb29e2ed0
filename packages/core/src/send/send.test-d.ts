import type { ChainNamespace } from '@latch/common'
import { expectTypeOf, test } from 'vitest'
import { estimateSendFee } from '../actions/estimateSendFee.js'
import { getSendState } from '../actions/getSendState.js'
import { popTransactionStack } from '../actions/popTransactionStack.js'
import { pushTransactionStack } from '../actions/pushTransactionStack.js'
import { resolveSendReceiver } from '../actions/resolveSendReceiver.js'
import { sendToken } from '../actions/sendToken.js'
import { setSendState } from '../actions/setSendState.js'
import type { TokenBalance } from '../api/types.js'
import type { Config } from '../types/config.js'
import { prepareSend } from './prepareSend.js'
import type { SendState } from './types.js'
import { validateSend } from './validateSend.js'

declare const config: Config
declare const token: TokenBalance

test('sendToken resolves with the transaction id (0x hash, or base58 signature on solana); every parameter is optional', () => {
  expectTypeOf(sendToken(config)).resolves.toEqualTypeOf<{
    hash: string
  }>()
  sendToken(config, { token, amount: '1.5', receiverAddress: '0x…' })
  // @ts-expect-error amounts are decimal strings, never floats
  sendToken(config, { token, amount: 1.5 })
})

test('validateSend and prepareSend narrow what they checked', () => {
  const checked = validateSend({
    chainNamespace: 'eip155',
    token: undefined,
    amount: undefined,
    receiverAddress: undefined,
  })
  expectTypeOf(checked.token).toEqualTypeOf<TokenBalance>()
  expectTypeOf(checked.amount).toEqualTypeOf<string>()
  // Any namespace: a Solana send may leave the token out (SOL).
  const anyChain = validateSend({
    chainNamespace: 'solana' as ChainNamespace | undefined,
    token: undefined,
    amount: '1',
    receiverAddress: 'x',
  })
  expectTypeOf(anyChain.token).toEqualTypeOf<TokenBalance | undefined>()
  const prepared = prepareSend({
    chainNamespace: 'eip155',
    token,
    amount: '1',
    receiverAddress: '0x…',
  })
  expectTypeOf(prepared.units).toEqualTypeOf<bigint>()
  expectTypeOf(prepared.to).toEqualTypeOf<`0x${string}`>()
})

test('send state: loading belongs to sendToken', () => {
  expectTypeOf(getSendState(config)).toEqualTypeOf<SendState>()
  setSendState(config, { sendTokenAmount: '1' })
  // @ts-expect-error loading is not set from outside
  setSendState(config, { loading: true })
})

test('fee, receiver and the transaction stack', () => {
  expectTypeOf(estimateSendFee(config, { token })).resolves.toHaveProperty(
    'fee',
  )
  expectTypeOf(
    resolveSendReceiver(config, { receiver: 'alice.latch.id' }),
  ).resolves.toEqualTypeOf<
    { address: `0x${string}`; name: string | undefined } | undefined
  >()
  pushTransactionStack(config, {
    end: { type: 'reset', route: { view: 'Account' } },
    onSuccess: () => {},
  })
  // @ts-expect-error a reset names the view it resets to
  pushTransactionStack(config, { end: { type: 'reset' } })
  popTransactionStack(config, { status: 'success' })
  // @ts-expect-error the statuses are success, cancel and error
  popTransactionStack(config, { status: 'done' })
})
