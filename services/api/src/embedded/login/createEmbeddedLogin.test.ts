import { describe, expect, it } from 'vitest'
import {
  createEmbeddedTestDb,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from '../../../test/embedded/createEmbeddedTestDb.js'
import { dbKinds } from '../../../test/testDbs.js'
import type { Db } from '../../db/Db.js'
import { decryptKey } from '../crypto/decryptKey.js'
import { createEmbeddedLogin } from './createEmbeddedLogin.js'
import { findEmbeddedSession } from './findEmbeddedSession.js'

const settings = { masterKey: TEST_MASTER_KEY, sessionTtlMs: 60_000 }
const deviceId = 'device-0123456789abcdef'

describe.each(dbKinds)('createEmbeddedLogin on %s', (kind) => {
  it('creates one user and one key for concurrent logins of one e-mail', async () => {
    const db = await createEmbeddedTestDb(kind)
    const logins = await Promise.all(
      Array.from({ length: 5 }, () =>
        createEmbeddedLogin(db, {
          projectId: EMBEDDED_TEST_PROJECT,
          origin: 'https://app.example',
          deviceId,
          identity: { kind: 'email', email: 'Ann@Example.com' },
          settings,
        }),
      ),
    )
    const addresses = new Set(logins.map((l) => l.user.address))
    expect(addresses.size).toBe(1)
    expect(logins[0]?.user.email).toBe('ann@example.com')
    const [counts] = await db.query<{ users: number; keys: number }>(
      `SELECT (SELECT count(*) FROM embedded_users)::int AS users,
              (SELECT count(*) FROM embedded_keys)::int AS keys`,
    )
    // One eip155 and one Solana key.
    expect(counts).toEqual({ users: 1, keys: 2 })
    // Each login has its own live session.
    for (const login of logins) {
      const session = await findEmbeddedSession(db, { token: login.token })
      expect(session?.user.address).toBe(logins[0]?.user.address)
    }
  })

  it('stores the key encrypted, bound to the user id', async () => {
    const db = await createEmbeddedTestDb(kind)
    await createEmbeddedLogin(db, {
      projectId: EMBEDDED_TEST_PROJECT,
      origin: 'https://app.example',
      deviceId,
      identity: {
        kind: 'social',
        provider: 'github',
        subject: '42',
        userName: 'ann',
      },
      settings,
    })
    const [row] = await db.query<{ user_id: string; ciphertext: string }>(
      'SELECT user_id, ciphertext FROM embedded_keys',
    )
    if (!row) throw new Error('no key')
    expect(row.ciphertext).toMatch(/^v1\./)
    expect(
      decryptKey({
        masterKey: TEST_MASTER_KEY,
        userId: row.user_id,
        ciphertext: row.ciphertext,
      }),
    ).toHaveLength(32)
    expect(() =>
      decryptKey({
        masterKey: TEST_MASTER_KEY,
        userId: 'someone-else',
        ciphertext: row.ciphertext,
      }),
    ).toThrow()
  })

  it('leaves nothing half-created when the process dies mid-login', async () => {
    const db = await createEmbeddedTestDb(kind)
    // The "crash": the last statement of the transaction fails, after the
    // user, its identity and its key were inserted.
    const crashing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params) =>
              sql.includes('INSERT INTO embedded_sessions')
                ? Promise.reject(new Error('killed'))
                : tx.query(sql, params),
          }),
        ),
    }
    const identity = { kind: 'email', email: 'bob@example.com' } as const
    await expect(
      createEmbeddedLogin(crashing, {
        projectId: EMBEDDED_TEST_PROJECT,
        origin: 'https://app.example',
        deviceId,
        identity,
        settings,
      }),
    ).rejects.toThrow('killed')
    const count = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM embedded_users) + (SELECT count(*) FROM embedded_keys)
             + (SELECT count(*) FROM embedded_identities) + (SELECT count(*) FROM embedded_devices) AS n`,
        )
      )[0]?.n
    expect(Number(await count())).toBe(0)
    // After the restart the same login succeeds, with one user and its two
    // keys (eip155, solana).
    await createEmbeddedLogin(db, {
      projectId: EMBEDDED_TEST_PROJECT,
      origin: 'https://app.example',
      deviceId,
      identity,
      settings,
    })
    expect(Number(await count())).toBe(5)
    await expect(
      createEmbeddedLogin(db, {
        projectId: 'no-such-project',
        origin: 'https://app.example',
        deviceId,
        identity,
        settings,
      }),
    ).rejects.toThrow()
    expect(Number(await count())).toBe(5)
  })

  it('finds no session once expired', async () => {
    const db = await createEmbeddedTestDb(kind)
    const login = await createEmbeddedLogin(db, {
      projectId: EMBEDDED_TEST_PROJECT,
      origin: 'https://app.example',
      deviceId,
      identity: { kind: 'email', email: 'c@example.com' },
      settings,
    })
    expect(
      await findEmbeddedSession(db, {
        token: login.token,
        now: login.expiresAt + 1,
      }),
    ).toBeUndefined()
  })
})
