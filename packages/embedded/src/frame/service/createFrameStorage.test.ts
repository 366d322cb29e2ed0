import { describe, expect, it } from 'vitest'
import { createFrameStorage } from './createFrameStorage.js'

const memory = () => {
  const map = new Map<string, string>()
  return {
    map,
    storage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    },
  }
}

describe('createFrameStorage', () => {
  it('keeps one device id, and tokens and chains per project', () => {
    const { map, storage } = memory()
    const a = createFrameStorage({ storage, projectId: 'a', now: () => 1_000 })
    const b = createFrameStorage({ storage, projectId: 'b', now: () => 1_000 })
    expect(a.deviceId()).toBe(b.deviceId())
    a.setToken('ta', '2999-01-01T00:00:00Z')
    a.setChainId(10)
    b.setChainId('solana:x')
    expect(a.getToken()).toBe('ta')
    expect(b.getToken()).toBeUndefined()
    expect([a.getChainId(), b.getChainId()]).toEqual([10, 'solana:x'])
    a.clearToken()
    expect(a.getToken()).toBeUndefined()
    expect([...map.keys()].sort()).toEqual([
      'latch:frame:chainId:a',
      'latch:frame:chainId:b',
      'latch:frame:deviceId',
    ])
  })

  it('drops expired tokens (ISO, ms or seconds)', () => {
    const { storage } = memory()
    const store = createFrameStorage({
      storage,
      projectId: 'p',
      now: () => 2e12,
    })
    for (const expiresAt of ['2020-01-01T00:00:00Z', 1e12, 1e9]) {
      store.setToken('t', expiresAt)
      expect(store.getToken()).toBeUndefined()
    }
    store.setToken('t', 3e9)
    expect(store.getToken()).toBe('t')
  })

  it('works from memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createFrameStorage({ storage: broken, projectId: 'p' })
    store.setToken('t', undefined)
    expect(store.getToken()).toBe('t')
    expect(store.deviceId()).toBe(store.deviceId())
  })

  it('ignores garbage in storage', () => {
    const { map, storage } = memory()
    map.set('latch:frame:token:p', '{oops')
    map.set('latch:frame:chainId:p', '{"a":1}')
    const store = createFrameStorage({ storage, projectId: 'p' })
    expect(store.getToken()).toBeUndefined()
    expect(store.getChainId()).toBeUndefined()
  })
})
