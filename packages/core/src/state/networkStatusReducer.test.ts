import { describe, expect, it } from 'vitest'
import { networkStatusReducer } from './networkStatusReducer.js'

describe('networkStatusReducer', () => {
  it('follows the online and offline events from any status', () => {
    expect(
      networkStatusReducer(undefined, { type: 'networkStatus/offline' }),
    ).toBe('offline')
    expect(
      networkStatusReducer('offline', { type: 'networkStatus/online' }),
    ).toBe('online')
    expect(
      networkStatusReducer('online', { type: 'networkStatus/offline' }),
    ).toBe('offline')
    expect(
      networkStatusReducer(undefined, { type: 'networkStatus/online' }),
    ).toBe('online')
  })
})
