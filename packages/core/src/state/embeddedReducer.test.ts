import { describe, expect, it } from 'vitest'
import {
  type EmbeddedEvent,
  type EmbeddedState,
  embeddedReducer,
} from './embeddedReducer.js'

const empty: EmbeddedState = {
  embeddedUser: undefined,
  embeddedApproval: undefined,
  socialLogin: undefined,
}
const run = (state: EmbeddedState, ...events: EmbeddedEvent[]) =>
  events.reduce(embeddedReducer, state)
const user = { address: '0xabc', email: 'ada@example.com' }

describe('embeddedReducer', () => {
  it('embedded/userChanged sets and clears the user', () => {
    const s = run(empty, { type: 'embedded/userChanged', user })
    expect(s.embeddedUser).toEqual(user)
    expect(
      run(s, { type: 'embedded/userChanged', user: undefined }).embeddedUser,
    ).toBeUndefined()
  })

  it('social/farcasterUrl sets and clears the Farcaster URL (SPEC §3)', () => {
    const url =
      'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=abc'
    const s = run(empty, { type: 'social/farcasterUrl', url })
    expect(s.farcasterUrl).toBe(url)
    // The same URL again changes nothing (views do not re-render).
    expect(run(s, { type: 'social/farcasterUrl', url })).toBe(s)
    expect(
      run(s, { type: 'social/farcasterUrl', url: undefined }).farcasterUrl,
    ).toBeUndefined()
  })

  it('embedded/approvalOpened → embedded/approvalClosed', () => {
    const open = run(empty, {
      type: 'embedded/approvalOpened',
      method: 'personal_sign',
    })
    expect(open.embeddedApproval).toEqual({ method: 'personal_sign' })
    const closed = run(open, { type: 'embedded/approvalClosed' })
    expect(closed.embeddedApproval).toBeUndefined()
    // Closing twice (the frame and the visitor both) changes nothing more.
    expect(run(closed, { type: 'embedded/approvalClosed' })).toBe(closed)
  })

  it.each([
    ['social/succeeded', 'succeeded'],
    ['social/failed', 'failed'],
    ['social/cancelled', 'cancelled'],
  ] as const)('a pending social login ends with %s', (type, status) => {
    const s = run(
      empty,
      { type: 'social/started', provider: 'github' },
      {
        type,
      },
    )
    expect(s.socialLogin).toEqual({ provider: 'github', status })
  })

  it('a cancelled social login stays cancelled when its popup answers late', () => {
    const cancelled = run(
      empty,
      { type: 'social/started', provider: 'google' },
      { type: 'social/cancelled' },
    )
    expect(run(cancelled, { type: 'social/succeeded' })).toBe(cancelled)
    expect(run(cancelled, { type: 'social/failed' })).toBe(cancelled)
  })

  it('a new login replaces the last one', () => {
    const s = run(
      empty,
      { type: 'social/started', provider: 'google' },
      { type: 'social/failed' },
      { type: 'social/started', provider: 'github' },
    )
    expect(s.socialLogin).toEqual({ provider: 'github', status: 'pending' })
  })
})
