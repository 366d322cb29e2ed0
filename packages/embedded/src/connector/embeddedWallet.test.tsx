import { devnet } from '@latch/common'
import {
  createConfig,
  getAuthConnector,
  isAuthConnector,
  memoryStorage,
  reconnect,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import { embeddedWallet } from './embeddedWallet.js'

const frames = () => document.querySelectorAll('iframe[data-latch-frame]')

function setup() {
  const config = createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [embeddedWallet({ url: 'http://127.0.0.1:8789/' })],
    multiInjectedProviderDiscovery: false,
  })
  return { config, connector: getAuthConnector(config) }
}

describe('embeddedWallet (the factory)', () => {
  it('is an AUTH connector for eip155 on the service origin', () => {
    const { connector } = setup()
    expect(isAuthConnector(connector)).toBe(true)
    expect(connector).toMatchObject({
      id: 'embedded',
      name: 'Email',
      type: 'AUTH',
      chainNamespace: 'eip155',
      origin: 'http://127.0.0.1:8789',
    })
    const named = embeddedWallet({
      url: 'http://wallet.example:9000/x',
      id: 'mine',
      name: 'E-mail',
    })({ networks: [devnet], storage: setup().config.storage })
    expect(named).toMatchObject({
      id: 'mine',
      name: 'E-mail',
      origin: 'http://wallet.example:9000',
    })
  })

  it('refuses a url that is not one', () => {
    expect(() => embeddedWallet({ url: 'not a url' })).toThrow()
  })

  it('loads nothing for a visitor who never logged in', async () => {
    const { config, connector } = setup()
    expect(await connector?.isAuthorized()).toBe(false)
    expect(await reconnect(config)).toEqual([])
    expect(frames()).toHaveLength(0)
  })

  it('has every method of an auth connector before anything loads', () => {
    const { connector } = setup()
    for (const name of [
      'connect',
      'disconnect',
      'getAccounts',
      'getChainId',
      'getProvider',
      'switchChain',
      'preload',
      'connectEmail',
      'connectDevice',
      'connectOtp',
      'getSocialRedirectUri',
      'connectSocial',
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
      'getUser',
      'showFrame',
      'cancelApproval',
      'syncTheme',
    ] as const)
      expect(typeof connector?.[name]).toBe('function')
    expect(frames()).toHaveLength(0)
  })
})
