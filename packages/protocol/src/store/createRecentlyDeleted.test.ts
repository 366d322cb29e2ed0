import { describe, expect, it } from 'vitest'
import { createRecentlyDeleted } from './createRecentlyDeleted.js'

describe('createRecentlyDeleted', () => {
  it('evicts the oldest half at the limit', () => {
    const deleted = createRecentlyDeleted(4)
    for (const key of ['a', 'b', 'c', 'd']) deleted.add(key)
    expect(['a', 'b', 'c', 'd'].every(deleted.has)).toBe(true)
    deleted.add('e')
    expect(['a', 'b'].some(deleted.has)).toBe(false)
    expect(['c', 'd', 'e'].every(deleted.has)).toBe(true)
  })
})
