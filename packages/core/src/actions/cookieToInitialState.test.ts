import { devnet, devnet2 } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { noopStorage } from '../storage/noopStorage.js'
import { cookieToInitialState } from './cookieToInitialState.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A `Cookie` header as a browser sends what cookieStorage() wrote. */
const cookieHeader = (items: Record<string, unknown>, key = 'latch') =>
  Object.entries(items)
    .map(
      ([name, value]) =>
        `${key}.v1.${name}=${encodeURIComponent(JSON.stringify(value))}`,
    )
    .join('; ')

const remembered = {
  connectionStatus: 'connected',
  activeNamespace: 'eip155',
  activeCaipNetworkId: 'eip155:31338',
  connections: {
    eip155: {
      connectorId: 'dev.latch.wallet',
      accounts: [ACCOUNT],
      caipNetworkId: 'eip155:31338',
    },
  },
}

const config = (storageKey?: string) =>
  createConfig({
    projectId: 'p',
    networks: [devnet, devnet2],
    storage: noopStorage,
    storageKey,
  })

describe('cookieToInitialState', () => {
  it('is undefined without a cookie', () => {
    expect(cookieToInitialState(config(), undefined)).toBeUndefined()
    expect(cookieToInitialState(config(), null)).toBeUndefined()
    expect(cookieToInitialState(config(), '')).toBeUndefined()
  })

  it('reads the remembered connection as reconnecting, among other cookies', () => {
    const cookie = `theme=dark; ${cookieHeader(remembered)}; session=abc`
    expect(cookieToInitialState(config(), cookie)).toEqual({
      activeNamespace: 'eip155',
      namespaces: {
        eip155: {
          status: 'reconnecting',
          connectorId: 'dev.latch.wallet',
          accounts: [ACCOUNT],
          caipNetworkId: 'eip155:31338',
          wallet: undefined,
        },
      },
      selectedNetworkId: 'eip155:31338',
      router: { history: [{ view: 'Account' }] },
    })
  })

  it('is a disconnected state after a disconnect', () => {
    const cookie = cookieHeader({
      connectionStatus: 'disconnected',
      activeCaipNetworkId: 'eip155:31337',
    })
    expect(cookieToInitialState(config(), cookie)).toEqual({
      activeNamespace: undefined,
      namespaces: {},
      selectedNetworkId: 'eip155:31337',
      router: { history: [{ view: 'Connect' }] },
    })
  })

  it("reads the config's own storage key only", () => {
    const cookie = cookieHeader(remembered, 'other')
    expect(cookieToInitialState(config(), cookie)?.namespaces).toEqual({})
    expect(
      cookieToInitialState(config('other'), cookie)?.namespaces.eip155
        ?.accounts,
    ).toEqual([ACCOUNT])
  })

  it('treats a tampered cookie as absent', () => {
    const cookie = `${cookieHeader({ connectionStatus: 'connected' })}; latch.v1.connections=${encodeURIComponent('{"eip155":{"connectorId":42}}')}`
    expect(cookieToInitialState(config(), cookie)?.namespaces).toEqual({})
  })
})
