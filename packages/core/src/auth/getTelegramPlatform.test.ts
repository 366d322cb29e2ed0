import { describe, expect, it } from 'vitest'
import { getTelegramPlatform } from './getTelegramPlatform.js'

const inTelegram = (platform: unknown) => ({
  Telegram: { WebApp: { platform } },
})

describe('getTelegramPlatform', () => {
  it('maps the mini-app platforms of the SPEC §5 rules', () => {
    expect(getTelegramPlatform(inTelegram('ios'))).toBe('ios')
    expect(getTelegramPlatform(inTelegram('macos'))).toBe('mac')
    expect(getTelegramPlatform(inTelegram('android'))).toBe('android')
    expect(getTelegramPlatform(inTelegram('android_x'))).toBe('android')
    expect(getTelegramPlatform(inTelegram('tdesktop'))).toBe('other')
    expect(getTelegramPlatform(inTelegram('weba'))).toBe('other')
  })

  it('is undefined outside Telegram', () => {
    expect(getTelegramPlatform(undefined)).toBeUndefined()
    expect(getTelegramPlatform({})).toBeUndefined()
    expect(getTelegramPlatform({ Telegram: {} })).toBeUndefined()
    expect(getTelegramPlatform(inTelegram('unknown'))).toBeUndefined()
    expect(getTelegramPlatform(inTelegram(7))).toBeUndefined()
    // Node: no window at all.
    expect(getTelegramPlatform()).toBeUndefined()
  })
})
