import { ERROR_TELEMETRY_MAX, ERROR_TELEMETRY_WINDOW_MS } from '@latch/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createErrorLimit } from './createErrorLimit.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createErrorLimit', () => {
  it('lets 5 reports through in 60 s, drops and counts the rest', () => {
    expect([ERROR_TELEMETRY_MAX, ERROR_TELEMETRY_WINDOW_MS]).toEqual([
      5, 60_000,
    ])
    const limit = createErrorLimit()
    const taken = Array.from({ length: 8 }, () => limit.take())
    expect(taken.filter((t) => t.ok)).toHaveLength(5)
    expect(taken.slice(5)).toEqual([
      { ok: false },
      { ok: false },
      { ok: false },
    ])
    // Still inside the window of the first report.
    vi.advanceTimersByTime(59_999)
    expect(limit.take()).toEqual({ ok: false })
    // The five leave the window: five more go, the first with the 4 dropped.
    vi.advanceTimersByTime(1)
    expect(limit.take()).toEqual({ ok: true, dropped: 4 })
    for (let i = 0; i < 4; i++)
      expect(limit.take()).toEqual({ ok: true, dropped: 0 })
    expect(limit.take()).toEqual({ ok: false })
  })

  it('is a sliding window: reports spread over time all go', () => {
    const limit = createErrorLimit()
    for (let i = 0; i < 12; i++) {
      expect(limit.take()).toEqual({ ok: true, dropped: 0 })
      vi.advanceTimersByTime(12_000)
    }
  })
})
