import { DEFAULT_SOCIALS } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { filterTelegramSocials } from './filterTelegramSocials.js'

const socials = [...DEFAULT_SOCIALS]

describe('filterTelegramSocials (SPEC §5 Telegram rules)', () => {
  it('iOS drops google', () => {
    expect(filterTelegramSocials({ socials, platform: 'ios' })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('Mac drops x', () => {
    expect(filterTelegramSocials({ socials, platform: 'mac' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('Android drops facebook and x', () => {
    expect(filterTelegramSocials({ socials, platform: 'android' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('keeps everything elsewhere, in the given order', () => {
    const order = ['github', 'google', 'x'] as const
    expect(
      filterTelegramSocials({ socials: order, platform: 'other' }),
    ).toEqual(['github', 'google', 'x'])
  })

  it('does not change its input', () => {
    const input = ['google', 'x'] as const
    filterTelegramSocials({ socials: input, platform: 'android' })
    expect(input).toEqual(['google', 'x'])
  })
})
