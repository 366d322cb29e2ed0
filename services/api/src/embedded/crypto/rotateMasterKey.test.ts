import { describe, expect, it } from 'vitest'
import {
  createEmbeddedTestDb,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from '../../../test/embedded/createEmbeddedTestDb.js'
import { dbKinds } from '../../../test/testDbs.js'
import { createEmbeddedLogin } from '../login/createEmbeddedLogin.js'
import { loadSolanaSigner } from '../rpc/loadSolanaSigner.js'
import { loadUserAccount } from '../rpc/loadUserAccount.js'
import { rotateMasterKey } from './rotateMasterKey.js'

const newKey = new Uint8Array(32).fill(9)
const thirdKey = new Uint8Array(32).fill(3)

describe.each(dbKinds)('rotateMasterKey on %s', (kind) => {
  it('re-encrypts every key; the same addresses sign under the new key only', async () => {
    const db = await createEmbeddedTestDb(kind)
    const users = []
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      users.push(
        await createEmbeddedLogin(db, {
          projectId: EMBEDDED_TEST_PROJECT,
          origin: 'https://app.example',
          deviceId: 'device-aaaaaaaaaaaaaaaa',
          identity: { kind: 'email', email },
          settings: { masterKey: TEST_MASTER_KEY, sessionTtlMs: 60_000 },
        }),
      )
    const ids = await db.query<{ user_id: string; address: string }>(
      `SELECT user_id, address FROM embedded_keys WHERE namespace = 'eip155'`,
    )
    const solana = await db.query<{ user_id: string; address: string }>(
      `SELECT user_id, address FROM embedded_keys WHERE namespace = 'solana'`,
    )
    // An eip155 and a Solana key per user.
    expect(
      await rotateMasterKey(db, { oldKey: TEST_MASTER_KEY, newKey }),
    ).toEqual({ rotated: 6, skipped: 0 })
    for (const { user_id, address } of solana) {
      const signer = await loadSolanaSigner(db, {
        userId: user_id,
        masterKey: newKey,
      })
      expect(signer.address).toBe(address)
      expect(signer.sign(new Uint8Array([1]))).toHaveLength(64)
      await expect(
        loadSolanaSigner(db, { userId: user_id, masterKey: TEST_MASTER_KEY }),
      ).rejects.toThrow(/sealed under master key/)
    }
    for (const { user_id, address } of ids) {
      const account = await loadUserAccount(db, {
        userId: user_id,
        masterKey: newKey,
      })
      expect(account.address).toBe(address)
      await expect(
        loadUserAccount(db, { userId: user_id, masterKey: TEST_MASTER_KEY }),
      ).rejects.toThrow(/sealed under master key/)
    }
    // Idempotent when run again; a third key is refused without changes.
    expect(
      await rotateMasterKey(db, { oldKey: TEST_MASTER_KEY, newKey }),
    ).toEqual({ rotated: 0, skipped: 6 })
    await expect(
      rotateMasterKey(db, { oldKey: thirdKey, newKey: TEST_MASTER_KEY }),
    ).rejects.toThrow(/neither the old/)
    const first = ids[0]
    if (first)
      expect(
        (
          await loadUserAccount(db, {
            userId: first.user_id,
            masterKey: newKey,
          })
        ).address,
      ).toBe(first.address)
    expect(users).toHaveLength(3)
  })
})
