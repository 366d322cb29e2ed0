import { describe, expect, test } from 'vitest'
import { getVerifySettings } from './getVerifySettings.js'

describe('getVerifySettings', () => {
  test('frame-token defaults, and the environment over them', () => {
    const defaults = getVerifySettings({ env: {} })
    expect(defaults).toMatchObject({
      tokenTtlSeconds: 60,
      projectRateLimit: { ratePerSecond: 20, burst: 200 },
      projectIpRateLimit: { ratePerSecond: 2, burst: 20 },
    })
    const set = getVerifySettings({
      env: {
        LATCH_API_VERIFY_TOKEN_TTL_SECONDS: '30.5',
        LATCH_API_VERIFY_PROJECT_RATE: '5',
        LATCH_API_VERIFY_PROJECT_BURST: '50',
        LATCH_API_VERIFY_PROJECT_IP_RATE: '0.5',
        LATCH_API_VERIFY_PROJECT_IP_BURST: 'x',
      },
    })
    expect(set).toMatchObject({
      tokenTtlSeconds: 31,
      projectRateLimit: { ratePerSecond: 5, burst: 50 },
      projectIpRateLimit: { ratePerSecond: 0.5, burst: 20 },
    })
  })
})
