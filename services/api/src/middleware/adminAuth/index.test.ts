import { describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/testDbs.js'
import { createAdminLockout } from './createAdminLockout.js'

const limits = {
  adminMaxFailures: 3,
  adminFailureWindowMs: 60_000,
  adminLockoutMs: 120_000,
}

async function setup() {
  const { app } = await createTestApp('pglite', {
    adminToken: 's3cret',
    limits,
  })
  return (token: string | undefined, ip: string) =>
    app.request(
      'http://localhost/admin/projects',
      {
        headers:
          token === undefined ? {} : { authorization: `Bearer ${token}` },
      },
      { incoming: { socket: { remoteAddress: ip } } },
    )
}

describe('adminAuth', () => {
  test('locks an address out after N failures: 429 with Retry-After, even with the right token', async () => {
    const admin = await setup()
    expect((await admin('s3cret', '10.0.0.1')).status).toBe(200)
    expect((await admin('wrong', '10.0.0.1')).status).toBe(401)
    expect((await admin(undefined, '10.0.0.1')).status).toBe(401)
    const third = await admin('s3crex', '10.0.0.1')
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({
      code: 'ADMIN_LOCKED_OUT',
      message:
        'Too many failed admin attempts from this address; retry in 120 s',
    })
    expect(third.headers.get('retry-after')).toBe('120')
    const right = await admin('s3cret', '10.0.0.1')
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(100)
    // Other addresses are not affected.
    expect((await admin('s3cret', '10.0.0.2')).status).toBe(200)
    expect((await admin('wrong', '10.0.0.2')).status).toBe(401)
  })

  test('successful attempts do not count', async () => {
    const admin = await setup()
    for (let i = 0; i < 20; i++)
      expect((await admin('s3cret', '10.0.0.3')).status).toBe(200)
    expect((await admin('wrong', '10.0.0.3')).status).toBe(401)
    expect((await admin('wrong', '10.0.0.3')).status).toBe(401)
    expect((await admin('s3cret', '10.0.0.3')).status).toBe(200)
  })

  test('no token configured is still 403 ADMIN_DISABLED', async () => {
    const { app } = await createTestApp('pglite', { limits })
    const response = await app.request('http://localhost/admin/projects')
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('ADMIN_DISABLED')
  })
})

describe('createAdminLockout', () => {
  test('counts failures in a window; the lockout ends; counting starts afresh', () => {
    const lockout = createAdminLockout({
      maxFailures: 3,
      windowMs: 1_000,
      lockoutMs: 5_000,
    })
    // Two failures, then the window passes: no lockout.
    expect(lockout.fail('a', 0)).toBe(false)
    expect(lockout.fail('a', 500)).toBe(false)
    expect(lockout.fail('a', 1_000)).toBe(false) // a new window
    expect(lockout.lockedFor('a', 1_000)).toBe(0)
    expect(lockout.fail('a', 1_100)).toBe(false)
    expect(lockout.fail('a', 1_200)).toBe(true)
    expect(lockout.lockedFor('a', 1_200)).toBe(5_000)
    expect(lockout.lockedFor('a', 6_199)).toBe(1)
    expect(lockout.lockedFor('a', 6_200)).toBe(0)
    expect(lockout.fail('a', 6_300)).toBe(false)
  })

  test('keeps at most maxTracked addresses', () => {
    const lockout = createAdminLockout({
      maxFailures: 1,
      windowMs: 1_000,
      lockoutMs: 5_000,
      maxTracked: 2,
    })
    lockout.fail('a', 0)
    lockout.fail('b', 0)
    lockout.fail('c', 0)
    expect(lockout.lockedFor('a', 1)).toBe(0)
    expect(lockout.lockedFor('b', 1)).toBeGreaterThan(0)
    expect(lockout.lockedFor('c', 1)).toBeGreaterThan(0)
  })
})
