import { describe, expect, it } from 'vitest'
import { clientIpBucket } from './clientIpBucket.js'

describe('clientIpBucket', () => {
  it('keys IPv6 by its /64, IPv4 and others as they are', () => {
    expect(clientIpBucket('203.0.113.9')).toBe('203.0.113.9')
    expect(clientIpBucket('in-process')).toBe('in-process')
    expect(clientIpBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientIpBucket('2001:0DB8:0001:0002:ffff:1:2:3')).toBe(
      '2001:db8:1:2::/64',
    )
    expect(clientIpBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientIpBucket('::1')).toBe('0:0:0:0::/64')
    expect(clientIpBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    // Two addresses of one /64 share a bucket; another /64 does not.
    expect(clientIpBucket('2001:db8:1:2::a')).toBe(
      clientIpBucket('2001:db8:1:2::b'),
    )
    expect(clientIpBucket('2001:db8:1:3::a')).not.toBe(
      clientIpBucket('2001:db8:1:2::a'),
    )
  })
})
