import { afterEach, describe, expect, it, vi } from 'vitest'
import { isRestrictedTimeZone } from './isRestrictedTimeZone.js'

const list = ['Asia/Shanghai', 'ASIA/URUMQI']

describe('isRestrictedTimeZone (SPEC §9 restricted-timezone list, host-supplied)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is true for a zone in the list, whatever the case of either side', () => {
    expect(isRestrictedTimeZone(list, 'Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimeZone(list, 'asia/shanghai')).toBe(true)
    expect(isRestrictedTimeZone(list, 'Asia/Urumqi')).toBe(true)
  })

  it('is false for a zone not in the list, an empty list or an empty zone', () => {
    expect(isRestrictedTimeZone(list, 'Europe/Berlin')).toBe(false)
    expect(isRestrictedTimeZone(list, 'Asia/Shanghai2')).toBe(false)
    expect(isRestrictedTimeZone([], 'Asia/Shanghai')).toBe(false)
    expect(isRestrictedTimeZone(['', ...list], '')).toBe(false)
  })

  it("reads the runtime's own zone when none is given", () => {
    vi.stubEnv('TZ', 'Asia/Shanghai')
    expect(isRestrictedTimeZone(list)).toBe(true)
    vi.stubEnv('TZ', 'Europe/Berlin')
    expect(isRestrictedTimeZone(list)).toBe(false)
    expect(isRestrictedTimeZone(['europe/berlin'])).toBe(true)
  })
})
