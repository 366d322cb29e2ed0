import { describe, expect, it } from 'vitest'
import { resolveParentOrigin } from './resolveParentOrigin.js'

const base = {
  location: { ancestorOrigins: ['https://app.example.com'] },
  referrer: '',
  isTop: false,
  origins: ['https://*.example.com'],
}

describe('resolveParentOrigin', () => {
  it('takes the ancestor origin when the project allows it', () => {
    expect(resolveParentOrigin(base)).toBe('https://app.example.com')
  })
  it('refuses an origin the project does not allow', () => {
    expect(
      resolveParentOrigin({ ...base, origins: ['https://other.example.org'] }),
    ).toBeUndefined()
  })
  it('refuses a top-level frame page and the opaque origin', () => {
    expect(resolveParentOrigin({ ...base, isTop: true })).toBeUndefined()
    expect(
      resolveParentOrigin({ ...base, location: { ancestorOrigins: ['null'] } }),
    ).toBeUndefined()
  })
  it('falls back to the referrer origin without ancestorOrigins', () => {
    expect(
      resolveParentOrigin({
        ...base,
        location: {},
        referrer: 'https://app.example.com/page?q=1',
      }),
    ).toBe('https://app.example.com')
    expect(
      resolveParentOrigin({ ...base, location: {}, referrer: 'garbage' }),
    ).toBeUndefined()
  })
  it('without origins (a config error) it only needs a real parent', () => {
    expect(resolveParentOrigin({ ...base, origins: undefined })).toBe(
      'https://app.example.com',
    )
  })
})
