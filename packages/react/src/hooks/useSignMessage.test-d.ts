import { expectTypeOf, test } from 'vitest'
import type { UseSignMessageReturnType } from './useSignMessage.js'

declare const hook: UseSignMessageReturnType

test('the signature is typed by namespace: 0x hex on eip155, a string elsewhere', () => {
  expectTypeOf(
    hook.signMessage({ message: 'hi' }),
  ).resolves.toEqualTypeOf<`0x${string}`>()
  expectTypeOf(
    hook.signMessage({ message: 'hi', namespace: 'solana' }),
  ).resolves.toEqualTypeOf<string>()
  expectTypeOf(
    hook.signMessage({ message: 'hi', namespace: 'bip122' }),
  ).resolves.toEqualTypeOf<string>()
})
