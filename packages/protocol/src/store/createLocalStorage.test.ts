import { describe, expect, it } from 'vitest'
import { createLocalStorage } from './createLocalStorage.js'

function fakeWebStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

describe('createLocalStorage', () => {
  it('reads, writes, lists and removes', async () => {
    const storage = createLocalStorage(fakeWebStorage())
    await storage.setItem('a', '1')
    await storage.setItem('b', '2')
    expect(await storage.getItem('a')).toBe('1')
    expect(await storage.getKeys()).toEqual(['a', 'b'])
    await storage.removeItem('a')
    expect(await storage.getItem('a')).toBeNull()
  })
})
