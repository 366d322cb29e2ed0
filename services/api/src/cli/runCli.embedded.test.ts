import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { writeTestFrame } from '../../test/embedded/writeTestFrame.js'
import { migrate } from '../db/migrate.js'
import { openDb } from '../db/openDb.js'
import { parseMasterKey } from '../embedded/crypto/parseMasterKey.js'
import { embeddedMigrations } from '../embedded/db/embeddedMigrations.js'
import { createEmbeddedLogin } from '../embedded/login/createEmbeddedLogin.js'
import { loadUserAccount } from '../embedded/rpc/loadUserAccount.js'
import { runCli } from './runCli.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-api-embedded-cli-'))
// A stand-in frame: the CLI's start needs a built one.
const frameDir = await writeTestFrame()
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(frameDir, { recursive: true, force: true })
})

describe('latch-api embedded', () => {
  test('--help lists the embedded options, environment and command', async () => {
    const lines: string[] = []
    await runCli({ argv: ['--help'], log: (l) => lines.push(l) })
    const help = lines.join('\n')
    for (const name of [
      '--embedded-port',
      '--embedded-host',
      '--no-embedded',
      '--new-key-file',
      'embedded rotate-master-key',
      'LATCH_EMBEDDED_PORT',
      'LATCH_EMBEDDED_MASTER_KEY',
      'LATCH_EMBEDDED_NEW_MASTER_KEY',
      'LATCH_EMBEDDED_SMTP_URL',
      'LATCH_EMBEDDED_MAIL_FROM',
      'LATCH_EMBEDDED_SESSION_TTL',
      'LATCH_EMBEDDED_PUBLIC_URL',
      'LATCH_EMBEDDED_FRAME_DIR',
      'LATCH_EMBEDDED_DISABLED',
    ])
      expect(help).toContain(name)
  })

  test('refuses PostgreSQL without a master key, and bad ports', async () => {
    const embedded = { chains: [] }
    await expect(
      runCli({
        argv: [],
        env: { DATABASE_URL: 'postgres://x@127.0.0.1:1/x' },
        embedded,
      }),
    ).rejects.toThrow(/LATCH_EMBEDDED_MASTER_KEY/)
    await expect(
      runCli({ argv: ['--embedded-port', 'x'], embedded }),
    ).rejects.toThrow('Invalid embedded port: x')
  })

  test('serves the frame on a second port; dev key kept; rotate-master-key re-encrypts', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(dir, 'data')
    const lines: string[] = []
    const start = () =>
      runCli({
        argv: [
          '--port',
          '0',
          '--embedded-port',
          '0',
          '--data-dir',
          dataDir,
          '--seed-dev-project',
        ],
        env: {
          LATCH_EMBEDDED_SMTP_URL: 'smtp://127.0.0.1:1',
          LATCH_EMBEDDED_FRAME_DIR: frameDir,
        },
        log: (l) => lines.push(l),
        embedded: { chains: [] },
      })
    const api = await start()
    if (!api?.embeddedUrl) throw new Error('embedded service not started')
    expect(api.embeddedUrl).not.toBe(api.url)
    expect(await (await fetch(`${api.embeddedUrl}/health`)).json()).toEqual({
      ok: true,
    })
    const frame = await fetch(`${api.embeddedUrl}/frame?projectId=latch-demo`)
    expect(frame.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*;',
    )
    expect(lines.join('\n')).toMatch(/generated a development master key/)
    expect(lines.join('\n')).toContain(`embedded wallet on ${api.embeddedUrl}`)
    await api.close()
    const keyFile = `${dataDir}.embedded-master-key`
    const oldKey = parseMasterKey(await readFile(keyFile, 'utf8'))

    // A user with a key, written while no server holds the folder.
    const db = await openDb({ dataDir })
    await migrate(db, { extraMigrations: embeddedMigrations })
    const login = await createEmbeddedLogin(db, {
      projectId: 'latch-demo',
      origin: 'http://127.0.0.1:5173',
      deviceId: 'device-aaaaaaaaaaaaaaaa',
      identity: { kind: 'email', email: 'cli@example.com' },
      settings: { masterKey: oldKey, sessionTtlMs: 60_000 },
    })
    await db.close()

    const newKeyFile = join(dir, 'new.key')
    await writeFile(newKeyFile, `${'ab'.repeat(32)}\n`)
    await runCli({
      argv: [
        'embedded',
        'rotate-master-key',
        '--new-key-file',
        newKeyFile,
        '--data-dir',
        dataDir,
      ],
      log: (l) => lines.push(l),
      embedded: { chains: [] },
    })
    expect(lines.at(-1)).toMatch(/re-encrypted 2 embedded-wallet keys/)
    const newKey = parseMasterKey(await readFile(keyFile, 'utf8'))
    expect(Buffer.from(newKey).toString('hex')).toBe('ab'.repeat(32))
    const reopened = await openDb({ dataDir })
    const [row] = await reopened.query<{ user_id: string }>(
      'SELECT user_id FROM embedded_keys',
    )
    const account = await loadUserAccount(reopened, {
      userId: row?.user_id ?? '',
      masterKey: newKey,
    })
    expect(account.address).toBe(login.user.address)
    await reopened.close()
    // The server starts again with the rewritten key file …
    const again = await start()
    await again?.close()
    // … and refuses a master key that sealed nothing here.
    await expect(
      runCli({
        argv: ['--port', '0', '--embedded-port', '0', '--data-dir', dataDir],
        env: {
          LATCH_EMBEDDED_MASTER_KEY: 'cd'.repeat(32),
          LATCH_EMBEDDED_FRAME_DIR: frameDir,
        },
        log: () => {},
        embedded: { chains: [] },
      }),
    ).rejects.toThrow(/sealed under master key/)
  })
})
