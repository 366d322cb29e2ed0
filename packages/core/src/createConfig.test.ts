import { devnet, devnet2, mainnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from './createConfig.js'
import {
  ConflictingSignInOptionsError,
  InvalidConfigError,
} from './errors/config.js'
import { memoryStorage } from './storage/memoryStorage.js'

const base = { networks: [devnet, devnet2] as const, storage: memoryStorage() }

describe('createConfig', () => {
  it('creates a config with defaults', () => {
    const config = createConfig({ ...base, projectId: 'p1' })
    expect(config.projectId).toBe('p1')
    expect(config.state.alert).toBeUndefined()
    expect(config.state.selectedNetworkId).toBe('eip155:31337')
    expect(config.state.theme.themeMode).toBe('dark')
    expect(config.state.router.history).toEqual([{ view: 'Connect' }])
    expect(config.options.features.analytics).toBe(false)
    expect(config.options.features.allWallets).toBe(true)
    expect(config.options.allowUnsupportedChain).toBe(false)
  })

  it.each([undefined, '', '   '])(
    'puts the modal in the alert state without a project id (%j)',
    (projectId) => {
      const config = createConfig({ ...base, projectId })
      expect(config.state.alert).toEqual({
        variant: 'error',
        code: 'PROJECT_ID_NOT_CONFIGURED',
        message: 'Project ID Not Configured',
      })
    },
  )

  it('rejects both sign-in options', () => {
    const parameters = { ...base, projectId: 'p', siweConfig: {}, siwx: {} }
    expect(() => createConfig(parameters as never)).toThrow(
      ConflictingSignInOptionsError,
    )
  })

  it('rejects empty or malformed networks', () => {
    expect(() =>
      createConfig({ projectId: 'p', networks: [] as never }),
    ).toThrow(InvalidConfigError)
    expect(() =>
      createConfig({ projectId: 'p', networks: [{ id: 1 }] as never }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidConfigError: Invalid \`networks\`: expected networks with a caipNetworkId.

      Docs: https://latch.dev/docs/core/createConfig#networks
      Version: @latch/common@0.1.0]
    `)
  })

  it('takes a connect-method order of the three methods, each once, and refuses any other', () => {
    const order = ['wallet', 'social', 'email'] as const
    const config = createConfig({
      ...base,
      projectId: 'p',
      features: { connectMethodsOrder: order },
    })
    expect(config.options.features.connectMethodsOrder).toEqual(order)
    expect(
      createConfig({ ...base, projectId: 'p' }).options.features
        .connectMethodsOrder,
    ).toBeUndefined()
    for (const bad of [
      ['email', 'social', 'phone'],
      ['email', 'email', 'wallet'],
      ['email', 'social'],
      ['email', 'social', 'wallet', 'wallet'],
      'email',
      42,
      {},
    ])
      expect(
        () =>
          createConfig({
            ...base,
            projectId: 'p',
            features: { connectMethodsOrder: bad as never },
          }),
        JSON.stringify(bad),
      ).toThrowError(
        "Invalid `features`: expected connectMethodsOrder of 'email', 'social', 'wallet', each once.",
      )
  })

  it('keeps the terms and privacy links', () => {
    const config = createConfig({
      ...base,
      projectId: 'p',
      termsConditionsUrl: 'https://example.org/terms',
      privacyPolicyUrl: '/privacy',
    })
    expect(config.options.termsConditionsUrl).toBe('https://example.org/terms')
    expect(config.options.privacyPolicyUrl).toBe('/privacy')
  })

  it('rejects a default network outside networks', () => {
    expect(() =>
      createConfig({ ...base, projectId: 'p', defaultNetwork: mainnet }),
    ).toThrow(InvalidConfigError)
  })

  it('rejects an unknown theme mode', () => {
    expect(() =>
      createConfig({ ...base, projectId: 'p', themeMode: 'blue' as never }),
    ).toThrow(InvalidConfigError)
  })

  it('starts on the default network', () => {
    const config = createConfig({
      ...base,
      projectId: 'p',
      defaultNetwork: devnet2,
    })
    expect(config.state.selectedNetworkId).toBe('eip155:31338')
  })

  it('keeps two configs on one page apart', () => {
    const a = createConfig({
      ...base,
      projectId: 'a',
      storage: memoryStorage(),
    })
    const b = createConfig({
      ...base,
      projectId: 'b',
      storage: memoryStorage(),
    })
    a.setState((s) => ({ ...s, modal: { ...s.modal, open: true } }))
    expect(b.state.modal.open).toBe(false)
    expect(a.store).not.toBe(b.store)
    expect(a.events).not.toBe(b.events)
  })

  it('starts reconnecting with the remembered accounts', () => {
    const storage = memoryStorage()
    storage.setItem('latch.v1.connectionStatus', '"connected"')
    storage.setItem(
      'latch.v1.connections',
      JSON.stringify({
        eip155: {
          connectorId: 'dev.latch.wallet',
          accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
          caipNetworkId: 'eip155:31338',
        },
      }),
    )
    const config = createConfig({ ...base, projectId: 'p', storage })
    expect(config.state.activeNamespace).toBe('eip155')
    expect(config.state.namespaces.eip155?.status).toBe('reconnecting')
    expect(config.state.router.history).toEqual([{ view: 'Account' }])
  })

  it('ignores a corrupt remembered connection', () => {
    const storage = memoryStorage()
    storage.setItem('latch.v1.connectionStatus', '"connected"')
    storage.setItem('latch.v1.connections', '{"eip155":{"connectorId":42}}')
    const config = createConfig({ ...base, projectId: 'p', storage })
    expect(config.state.namespaces).toEqual({})
    expect(storage.getItem('latch.v1.connections')).toBeNull()
  })
})
