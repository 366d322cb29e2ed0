import { expectTypeOf, test } from 'vitest'
import type { Config } from '../types/config.js'
import { signMessage } from './signMessage.js'

declare const config: Config

test('EVM callers keep the 0x type; other namespaces get a string', () => {
  expectTypeOf(
    signMessage(config, { message: 'hello' }),
  ).resolves.toEqualTypeOf<`0x${string}`>()
  expectTypeOf(
    signMessage(config, { message: { raw: '0x01' }, namespace: 'eip155' }),
  ).resolves.toEqualTypeOf<`0x${string}`>()
  // base58 on solana, base64 on bip122.
  expectTypeOf(
    signMessage(config, { message: 'hello', namespace: 'solana' }),
  ).resolves.toEqualTypeOf<string>()
  expectTypeOf(
    signMessage(config, { message: 'hello', namespace: 'bip122' }),
  ).resolves.toEqualTypeOf<string>()
  // @ts-expect-error raw messages are 0x hex
  signMessage(config, { message: { raw: 'abc' } })
})
