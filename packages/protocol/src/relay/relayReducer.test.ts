import { expect, test } from 'vitest'
import { initialRelayState, relayReducer } from './relayReducer.js'

test('transitions', () => {
  let state = relayReducer(initialRelayState, { type: 'connect' })
  expect(state.status).toBe('connecting')
  state = relayReducer(state, { type: 'open' })
  expect(state).toEqual({ status: 'open', closedByUser: false })
  expect(relayReducer(state, { type: 'connect' })).toBe(state)
  state = relayReducer(state, { type: 'lost' })
  expect(state.status).toBe('reconnecting')
  state = relayReducer(state, { type: 'fail' })
  expect(state.status).toBe('closed')
  // Lazy again after failing.
  expect(relayReducer(state, { type: 'connect' }).status).toBe('connecting')
  state = relayReducer(state, { type: 'close' })
  expect(state.closedByUser).toBe(true)
  expect(relayReducer(state, { type: 'connect' })).toBe(state)
})
