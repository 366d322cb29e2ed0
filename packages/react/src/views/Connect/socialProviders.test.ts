import { describe, expect, it } from 'vitest'
import { socialProviders } from './socialProviders.js'

describe('socialProviders', () => {
  it('keeps the configured order, Farcaster included (SPEC §1)', () => {
    expect(
      socialProviders(['x', 'farcaster', 'google', 'discord'], undefined),
    ).toEqual(['x', 'farcaster', 'google', 'discord'])
    expect(socialProviders(false, undefined)).toEqual([])
  })

  it('drops what Telegram cannot show (SPEC §5)', () => {
    const all = ['google', 'x', 'facebook', 'github'] as const
    expect(socialProviders(all, 'ios')).toEqual(['x', 'facebook', 'github'])
    expect(socialProviders(all, 'mac')).toEqual([
      'google',
      'facebook',
      'github',
    ])
    expect(socialProviders(all, 'android')).toEqual(['google', 'github'])
    expect(socialProviders(all, 'other')).toEqual([...all])
  })
})
