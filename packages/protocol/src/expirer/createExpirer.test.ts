import { describe, expect, it } from 'vitest'
import { createExpirer } from './createExpirer.js'

describe('createExpirer', () => {
  it('reports each passed target once', () => {
    let time = 1_000_000
    const expired: string[] = []
    const expirer = createExpirer({
      onExpire: (target) => expired.push(target),
      now: () => time,
    })
    expirer.set('topic:a', 1001)
    expirer.set('id:1', 1005)
    expirer.set('id:2', 1002)
    expirer.delete('id:2')
    expirer.check()
    expect(expired).toEqual([])
    time = 1_001_000
    expirer.check()
    expirer.check()
    expect(expired).toEqual(['topic:a'])
    time = 1_005_000
    expirer.check()
    expect(expired).toEqual(['topic:a', 'id:1'])
  })
})
