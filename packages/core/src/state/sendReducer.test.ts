import { describe, expect, it } from 'vitest'
import {
  initialSendState,
  type SendEvent,
  type SendSlice,
  sendReducer,
} from './sendReducer.js'

const empty: SendSlice = {
  send: undefined,
  siwx: undefined,
  sentTransactions: undefined,
}
const run = (state: SendSlice, ...events: SendEvent[]) =>
  events.reduce(sendReducer, state)

describe('sendReducer', () => {
  it('send/edited merges what was entered; send/loadingChanged; send/reset', () => {
    const s = run(
      empty,
      { type: 'send/edited', patch: { sendTokenAmount: '1.5' } },
      { type: 'send/edited', patch: { receiverAddress: '0xabc' } },
      { type: 'send/loadingChanged', loading: true },
    )
    expect(s.send).toEqual({
      ...initialSendState,
      sendTokenAmount: '1.5',
      receiverAddress: '0xabc',
      loading: true,
    })
    const reset = run(s, { type: 'send/reset' })
    expect(reset.send).toBeUndefined()
    expect(run(reset, { type: 'send/reset' })).toBe(reset)
  })

  it('send/sent resets Send and lists the send first as pending; send/settled marks it', () => {
    const tx = (hash: string) => ({
      hash,
      caipAddress: 'eip155:1:0xabc',
      to: '0xdef',
      amount: '1.5',
      symbol: 'ETH',
      sentAt: '2026-11-29T00:00:00.000Z',
      status: 'pending' as const,
    })
    const s = run(
      empty,
      { type: 'send/edited', patch: { sendTokenAmount: '1.5' } },
      { type: 'send/sent', transaction: tx('0x1') },
      { type: 'send/sent', transaction: tx('0x2') },
    )
    expect(s.send).toBeUndefined()
    expect(s.sentTransactions?.map((t) => t.hash)).toEqual(['0x2', '0x1'])
    const settled = run(s, {
      type: 'send/settled',
      hash: '0x1',
      status: 'confirmed',
    })
    expect(settled.sentTransactions?.map((t) => t.status)).toEqual([
      'pending',
      'confirmed',
    ])
    // The same receipt again, or an unknown hash: nothing changes.
    expect(
      run(settled, { type: 'send/settled', hash: '0x1', status: 'confirmed' }),
    ).toBe(settled)
    expect(
      run(settled, { type: 'send/settled', hash: '0x9', status: 'failed' }),
    ).toBe(settled)
  })

  it('keeps at most 99 sends (SPEC §9), dropping the oldest', () => {
    let s = empty
    for (let i = 0; i < 101; i++)
      s = run(s, {
        type: 'send/sent',
        transaction: {
          hash: `0x${i}`,
          caipAddress: 'eip155:1:0xabc',
          to: '0xdef',
          amount: '1',
          symbol: 'ETH',
          sentAt: '2026-11-29T00:00:00.000Z',
          status: 'pending',
        },
      })
    expect(s.sentTransactions).toHaveLength(99)
    expect(s.sentTransactions?.[0]?.hash).toBe('0x100')
    expect(s.sentTransactions?.at(-1)?.hash).toBe('0x2')
  })

  it('siwx/changed replaces the sign-in state', () => {
    const siwx = { status: 'signedOut', caipAddress: 'eip155:1:0xabc' } as const
    const s = run(empty, { type: 'siwx/changed', siwx })
    expect(s.siwx).toBe(siwx)
    expect(run(s, { type: 'siwx/changed', siwx })).toBe(s)
  })
})
