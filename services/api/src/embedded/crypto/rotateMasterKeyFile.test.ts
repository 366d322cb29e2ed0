import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createEmbeddedTestDb,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from '../../../test/embedded/createEmbeddedTestDb.js'
import { dbKinds } from '../../../test/testDbs.js'
import { createEmbeddedLogin } from '../login/createEmbeddedLogin.js'
import { loadUserAccount } from '../rpc/loadUserAccount.js'
import { chooseMasterKey } from './chooseMasterKey.js'
import { loadMasterKey } from './loadMasterKey.js'
import { parseMasterKey } from './parseMasterKey.js'
import { rotateMasterKey } from './rotateMasterKey.js'
import { type KeyFileStep, rotateMasterKeyFile } from './rotateMasterKeyFile.js'
import { writeKeyFile } from './writeKeyFile.js'

const newKey = new Uint8Array(32).fill(9)

class Crash extends Error {}

async function setup(kind: (typeof dbKinds)[number]) {
  const db = await createEmbeddedTestDb(kind)
  const login = await createEmbeddedLogin(db, {
    projectId: EMBEDDED_TEST_PROJECT,
    origin: 'https://app.example',
    deviceId: 'device-aaaaaaaaaaaaaaaa',
    identity: { kind: 'email', email: 'rot@example.com' },
    settings: { masterKey: TEST_MASTER_KEY, sessionTtlMs: 60_000 },
  })
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM embedded_keys LIMIT 1',
  )
  const file = join(await mkdtemp(join(tmpdir(), 'latch-key-')), 'master-key')
  await writeKeyFile(file, TEST_MASTER_KEY)
  /** What a restarted service would use: does it open the user's key? */
  const opens = async () => {
    const loaded = await loadMasterKey({ keyFile: file, warn: () => {} })
    const masterKey = await chooseMasterKey(db, loaded)
    const account = await loadUserAccount(db, {
      userId: row?.user_id ?? '',
      masterKey,
    })
    return account.address === login.user.address
  }
  const rotate = (onStep?: (step: KeyFileStep) => void) =>
    rotateMasterKeyFile(file, {
      oldKey: TEST_MASTER_KEY,
      newKey,
      commit: () => rotateMasterKey(db, { oldKey: TEST_MASTER_KEY, newKey }),
      onStep,
    })
  return { db, file, opens, rotate }
}

describe.each(dbKinds)('rotateMasterKeyFile on %s', (kind) => {
  it.each(['old-kept', 'new-written', 'committed'] as const)(
    'a crash after %s leaves a key that opens the stored keys',
    async (at) => {
      const { opens, rotate, file } = await setup(kind)
      await expect(
        rotate((step) => {
          if (step === at) throw new Crash(step)
        }),
      ).rejects.toBeInstanceOf(Crash)
      expect(await opens()).toBe(true)
      // The key file is whole at every point (read as the crash left it).
      expect(() => parseMasterKey(readFileSync(file, 'utf8'))).not.toThrow()
    },
  )

  it('ends with the new key in the file and no .old; a failed commit restores the old key', async () => {
    const ok = await setup(kind)
    await ok.rotate()
    expect(parseMasterKey(await readFile(ok.file, 'utf8'))).toEqual(newKey)
    expect(await readdir(join(ok.file, '..'))).toEqual(['master-key'])
    expect(await ok.opens()).toBe(true)

    const failed = await setup(kind)
    await expect(
      rotateMasterKeyFile(failed.file, {
        oldKey: TEST_MASTER_KEY,
        newKey,
        commit: async () => {
          throw new Crash('database down')
        },
      }),
    ).rejects.toBeInstanceOf(Crash)
    expect(parseMasterKey(await readFile(failed.file, 'utf8'))).toEqual(
      TEST_MASTER_KEY,
    )
    expect(await failed.opens()).toBe(true)
  })
})
