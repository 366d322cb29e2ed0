import { describe, expect, it } from 'vitest'
import { cookieStorage, parseCookie } from './cookieStorage.js'
import { createStorage } from './createStorage.js'
import { memoryStorage } from './memoryStorage.js'
import type { BaseStorage } from './types.js'

describe('createStorage', () => {
  it('round-trips values under versioned, prefixed keys', () => {
    const base = memoryStorage()
    const storage = createStorage({ storage: base, key: 'app' })
    storage.setItem('activeCaipNetworkId', 'eip155:1')
    storage.setItem('recentWallets', [{ id: 'a', name: 'A' }])
    expect(base.getItem('app.v1.activeCaipNetworkId')).toBe('"eip155:1"')
    expect(storage.getItem('activeCaipNetworkId')).toBe('eip155:1')
    expect(storage.getItem('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
    storage.removeItem('recentWallets')
    expect(storage.getItem('recentWallets')).toBeUndefined()
  })

  it.each([
    ['activeCaipNetworkId', '"not-a-caip"'],
    ['activeCaipNetworkId', '{not json'],
    ['activeNamespace', '"ethereum"'],
    ['recentWallets', '[{"id":"","name":"x"}]'],
    ['recentWallets', '{"id":"a"}'],
    ['connectionStatus', '"maybe"'],
    ['connectedNamespaces', '"eip155,nope"'],
    ['connections', '{"eip155":{"connectorId":"x","accounts":[1]}}'],
    [
      'connections',
      '{"eip155":{"connectorId":"x","accounts":["a"],"wallet":{"name":1}}}',
    ],
    ['walletInfo', 'null'],
  ] as const)(
    'treats a corrupt %s (%s) as absent and removes it',
    (key, raw) => {
      const base = memoryStorage()
      base.setItem(`latch.v1.${key}`, raw)
      const storage = createStorage({ storage: base })
      expect(storage.getItem(key)).toBeUndefined()
      expect(base.getItem(`latch.v1.${key}`)).toBeNull()
    },
  )

  it('keeps the peer wallet stored with a connection', () => {
    const storage = createStorage({ storage: memoryStorage() })
    const eip155 = {
      connectorId: 'walletConnect',
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      caipNetworkId: 'eip155:31337',
      wallet: { name: 'Latch Wallet', icon: 'https://w.example/icon.svg' },
    } as const
    storage.setItem('connections', { eip155 })
    expect(storage.getItem('connections')).toEqual({ eip155 })
  })

  it('does not read values of another version', () => {
    const base = memoryStorage()
    base.setItem('latch.v0.activeNamespace', '"eip155"')
    expect(
      createStorage({ storage: base }).getItem('activeNamespace'),
    ).toBeUndefined()
  })

  it('survives a storage that throws', () => {
    const broken: BaseStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const storage = createStorage({ storage: broken })
    expect(() => storage.setItem('activeNamespace', 'eip155')).not.toThrow()
    expect(storage.getItem('activeNamespace')).toBeUndefined()
    expect(() => storage.removeItem('activeNamespace')).not.toThrow()
  })
})

describe('cookieStorage', () => {
  it('reads a request cookie header for server rendering', () => {
    const storage = cookieStorage({
      cookie: 'a=1; latch.v1.activeNamespace=%22eip155%22; b=2',
    })
    expect(createStorage({ storage }).getItem('activeNamespace')).toBe('eip155')
  })

  it('writes and removes document cookies', () => {
    const doc = { cookie: '' }
    const storage = cookieStorage({ document: doc })
    storage.setItem('k', 'v w')
    expect(doc.cookie).toContain('k=v%20w;path=/;max-age=31536000')
    storage.removeItem('k')
    expect(doc.cookie).toContain('max-age=0')
  })

  it('parses cookies strictly by name', () => {
    expect(parseCookie('ab=1; a=2', 'a')).toBe('2')
    expect(parseCookie('a=%E0%A4%A', 'a')).toBeNull()
    expect(parseCookie('', 'a')).toBeNull()
  })
})
