import { describe, expect, it } from 'vitest'
import type { Session } from '../types/session.js'
import { sessionReducer } from './sessionReducer.js'

const session = {
  topic: 't',
  expiry: 1,
  acknowledged: false,
  namespaces: {},
} as Session

describe('sessionReducer', () => {
  it('returns new objects for each transition', () => {
    const acked = sessionReducer(session, { type: 'acknowledge' })
    expect(acked.acknowledged).toBe(true)
    expect(session.acknowledged).toBe(false)
    const namespaces = {
      eip155: { methods: [], events: [], accounts: ['eip155:1:0x1'] },
    }
    expect(
      sessionReducer(acked, { type: 'update', namespaces }).namespaces,
    ).toBe(namespaces)
    expect(sessionReducer(acked, { type: 'extend', expiry: 9 }).expiry).toBe(9)
  })
})
