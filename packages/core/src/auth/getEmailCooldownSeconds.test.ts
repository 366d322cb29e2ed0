import { describe, expect, it } from 'vitest'
import { getEmailCooldownSeconds } from './getEmailCooldownSeconds.js'

describe('getEmailCooldownSeconds (SPEC §5: not twice within 30 s)', () => {
  it('is 0 when e-mail login was never triggered', () => {
    expect(getEmailCooldownSeconds({ lastTime: undefined, now: 5 })).toBe(0)
  })

  it('counts whole seconds up', () => {
    const lastTime = 1_000_000
    const at = (ms: number) =>
      getEmailCooldownSeconds({ lastTime, now: lastTime + ms })
    expect(at(0)).toBe(30)
    expect(at(1)).toBe(30)
    expect(at(999)).toBe(30)
    expect(at(1_000)).toBe(29)
    expect(at(10_000)).toBe(20)
    expect(at(29_001)).toBe(1)
    expect(at(29_999)).toBe(1)
    expect(at(30_000)).toBe(0)
    expect(at(86_400_000)).toBe(0)
  })

  it('treats a time in the future (clock set back) as just now', () => {
    expect(getEmailCooldownSeconds({ lastTime: 10_000, now: 0 })).toBe(30)
  })

  it('ignores a stored time that is not a number', () => {
    expect(getEmailCooldownSeconds({ lastTime: Number.NaN, now: 0 })).toBe(0)
  })
})
