import { expect, test } from 'vitest'
import { defaultApiLimits } from './ApiLimits.js'
import { getApiLimits } from './getApiLimits.js'

test('defaults, then the environment, then overrides; bad values named', () => {
  expect(getApiLimits()).toEqual(defaultApiLimits)
  expect(
    getApiLimits({
      env: {
        LATCH_API_MAX_BODY_BYTES: '2048',
        LATCH_API_MAX_JSON_DEPTH: ' 8 ',
      },
      overrides: { maxJsonDepth: 4 },
    }),
  ).toEqual({ ...defaultApiLimits, maxBodyBytes: 2048, maxJsonDepth: 4 })
  for (const value of ['0', '-1', '1.5', 'x', '1e3'])
    expect(() =>
      getApiLimits({ env: { LATCH_API_REQUEST_TIMEOUT_MS: value } }),
    ).toThrow(
      `LATCH_API_REQUEST_TIMEOUT_MS must be a positive integer, not ${value}`,
    )
  expect(() => getApiLimits({ overrides: { maxBodyBytes: 0 } })).toThrow(
    'limits.maxBodyBytes must be a positive integer',
  )
})
