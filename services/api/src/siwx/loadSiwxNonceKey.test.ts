import { describe, expect, it } from 'vitest'
import { createTestDb, dbKinds } from '../../test/testDbs.js'
import { loadSiwxNonceKey } from './loadSiwxNonceKey.js'
import { siwxRoutes } from './siwxRoutes.js'

describe.each(dbKinds)('loadSiwxNonceKey on %s', (kind) => {
  it('makes one key per database that every instance reads', async () => {
    const db = await createTestDb(kind)
    const [a, b] = await Promise.all([
      loadSiwxNonceKey(db),
      loadSiwxNonceKey(db),
    ])
    expect(a.length).toBe(32)
    expect(b.equals(a)).toBe(true)
    expect((await loadSiwxNonceKey(db)).equals(a)).toBe(true)
  })

  it('takes a configured key over the database, refuses a short one', async () => {
    const db = await createTestDb(kind)
    const hex = 'ab'.repeat(32)
    expect((await loadSiwxNonceKey(db, { key: hex })).toString('hex')).toBe(hex)
    await expect(
      loadSiwxNonceKey(db, { key: 'ab'.repeat(31) }),
    ).rejects.toThrow('at least 32 bytes')
    // The routes refuse it when they are made, not on a request.
    expect(() =>
      siwxRoutes({ chains: [], settings: { nonceKey: 'not hex' } }),
    ).toThrow('LATCH_API_SIWX_NONCE_KEY')
  })
})
