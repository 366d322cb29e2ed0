import { devnet } from '@latch/common'
import { expectTypeOf, test } from 'vitest'
import { getSiwxSession } from '../actions/getSiwxSession.js'
import { signIn } from '../actions/signIn.js'
import { createConfig } from '../createConfig.js'
import type { Config } from '../types/config.js'
import { localSiwx } from './localSiwx.js'
import type { SIWEConfig } from './siweConfig.js'
import type { SIWXSession, SiwxStatus } from './types.js'

declare const config: Config
declare const siweConfig: SIWEConfig

test('siwx and siweConfig exclude each other in the type', () => {
  createConfig({ projectId: 'p', networks: [devnet], siwx: localSiwx() })
  createConfig({ projectId: 'p', networks: [devnet], siweConfig })
  // @ts-expect-error the two sign-in options must not both be set (SPEC §5)
  createConfig({
    projectId: 'p',
    networks: [devnet],
    siwx: localSiwx(),
    siweConfig,
  })
})

test('signIn resolves with the session; the state names its status', () => {
  expectTypeOf(signIn(config)).resolves.toEqualTypeOf<SIWXSession>()
  expectTypeOf(getSiwxSession(config)?.status).toEqualTypeOf<
    SiwxStatus | undefined
  >()
})
