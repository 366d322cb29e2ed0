import { describe, expect, it } from 'vitest'
import {
  initialSendState,
  type SendEvent,
  type SendSlice,
  sendReducer,
} from './sendReducer.js'

const empty: SendSlice = { send: undefined, siwx: undefined }
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

  it('siwx/changed replaces the sign-in state', () => {
    const siwx = { status: 'signedOut', caipAddress: 'eip155:1:0xabc' } as const
    const s = run(empty, { type: 'siwx/changed', siwx })
    expect(s.siwx).toBe(siwx)
    expect(run(s, { type: 'siwx/changed', siwx })).toBe(s)
  })
})
