import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, test } from 'vitest'
import { createTestApp, dbKinds } from '../../test/testDbs.js'
import type { AdminStore } from '../cli/AdminStore.js'
import { createDbAdminStore } from '../cli/createDbAdminStore.js'
import { createHttpAdminStore } from '../cli/createHttpAdminStore.js'
import { runAdminCommand } from '../cli/runAdminCommand.js'
import type { Db } from '../db/Db.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-scam-'))

type ScamCommand = {
  sub: string
  domains: string[]
  file: string | undefined
  log: (line: string) => void
}
/** `latch-api scam …` on `store` (the database, or a server with --url). */
const runScam = (store: AdminStore, { sub, domains, file, log }: ScamCommand) =>
  runAdminCommand(store, {
    command: 'scam',
    sub,
    file,
    values: { domain: domains },
    log,
  })
const runScamCommand = (db: Db, command: ScamCommand) =>
  runScam(createDbAdminStore(db), command)
const runScamCommandOverHttp = async ({
  url,
  token,
  ...command
}: ScamCommand & { url: string; token: string }) =>
  runScam(createHttpAdminStore({ url, token }), command)
afterAll(() => rm(dir, { recursive: true, force: true }))

describe.each(dbKinds)('scam list on %s', (kind) => {
  test('admin routes: auth, add, list, remove', async () => {
    const { request } = await createTestApp(kind, { adminToken: 'secret' })
    const admin = (path: string, init: RequestInit = {}, token = 'secret') =>
      request(path, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      })
    const path = '/admin/verify/scam-domains'
    expect((await request(path)).status).toBe(401)
    expect((await admin(path, {}, 'wrong')).status).toBe(401)
    const off = await createTestApp(kind)
    expect((await off.request(path)).status).toBe(403)

    const one = await admin(path, {
      method: 'POST',
      body: JSON.stringify({ domain: 'https://Evil.example/x' }),
    })
    expect(one.status).toBe(201)
    expect(await one.json()).toEqual({ domains: ['evil.example'], added: 1 })
    const many = await admin(path, {
      method: 'POST',
      body: JSON.stringify({
        domains: ['evil.example', '*.phish.example', 'bücher.example'],
      }),
    })
    expect(await many.json()).toEqual({
      domains: ['evil.example', 'phish.example', 'xn--bcher-kva.example'],
      added: 2,
    })
    const list = (await (await admin(path)).json()) as {
      data: { domain: string; createdAt: string }[]
    }
    expect(list.data.map((d) => d.domain)).toEqual([
      'evil.example',
      'phish.example',
      'xn--bcher-kva.example',
    ])
    expect(Date.parse(list.data[0]!.createdAt)).toBeGreaterThan(0)
    expect(
      (await admin(`${path}/Evil.Example`, { method: 'DELETE' })).status,
    ).toBe(204)
    const gone = await admin(`${path}/evil.example`, { method: 'DELETE' })
    expect(gone.status).toBe(404)
    expect(((await gone.json()) as { code: string }).code).toBe(
      'SCAM_DOMAIN_NOT_FOUND',
    )
    // No CORS on admin routes.
    const cors = await admin(path, { headers: { origin: 'https://x.example' } })
    expect(cors.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('admin routes: bad input is a 4xx', async () => {
    const { request } = await createTestApp(kind, { adminToken: 'secret' })
    const path = '/admin/verify/scam-domains'
    const bodies = [
      '',
      'nope',
      '[]',
      '{}',
      JSON.stringify({ domain: 7 }),
      JSON.stringify({ domain: 'evil.example/x' }),
      JSON.stringify({ domains: 'evil.example' }),
      JSON.stringify({ domains: ['ok.example', 'bad domain'] }),
      JSON.stringify({ domains: ['evil\u0000.example'] }),
      JSON.stringify({ domain: 'x'.repeat(10_000) }),
    ]
    for (const body of bodies) {
      const response = await request(path, {
        method: 'POST',
        headers: { authorization: 'Bearer secret' },
        body,
      })
      expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(response.status, body.slice(0, 40)).toBeLessThan(500)
    }
    for (const domain of ['bad%20domain', '%00', 'a'.repeat(400), '%E0%A4%A'])
      expect(
        (
          await request(`${path}/${domain}`, {
            method: 'DELETE',
            headers: { authorization: 'Bearer secret' },
          })
        ).status,
      ).toBeOneOf([400, 404])
    // A rejected batch stores nothing.
    const list = await request(path, {
      headers: { authorization: 'Bearer secret' },
    })
    expect(await list.json()).toEqual({ data: [] })
  })

  test('the scam CLI commands, on the database and over --url', async () => {
    const { db, app } = await createTestApp(kind, { adminToken: 'secret' })
    const lines: string[] = []
    const log = (line: string) => lines.push(line)
    const file = join(dir, `${kind}.txt`)
    await writeFile(file, '# seed\nseed.example\n\n*.other.example # note\n')

    await runScamCommand(db, {
      sub: 'add',
      domains: ['evil.example'],
      file: undefined,
      log,
    })
    await runScamCommand(db, { sub: 'import', domains: [], file, log })
    await runScamCommand(db, { sub: 'list', domains: [], file: undefined, log })
    expect(lines.splice(0)).toEqual([
      'latch-api: 1 of 1 scam domains added',
      'latch-api: 2 of 2 scam domains added',
      'evil.example',
      'other.example',
      'seed.example',
    ])
    await expect(
      runScamCommand(db, { sub: 'add', domains: [], file: undefined, log }),
    ).rejects.toThrow('scam add needs --domain')
    await expect(
      runScamCommand(db, {
        sub: 'remove',
        domains: ['nope.example'],
        file: undefined,
        log,
      }),
    ).rejects.toThrow('not on the scam list')
    await expect(
      runScamCommand(db, { sub: 'nope', domains: [], file: undefined, log }),
    ).rejects.toThrow('Unknown command')

    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const http = (sub: string, domains: string[] = []) =>
        runScamCommandOverHttp({
          url,
          token: 'secret',
          sub,
          domains,
          file: undefined,
          log,
        })
      await http('remove', ['evil.example'])
      await http('add', ['new.example'])
      await http('list')
      expect(lines.splice(0)).toEqual([
        'latch-api: evil.example removed from the scam list',
        'latch-api: 1 of 1 scam domains added',
        'new.example',
        'other.example',
        'seed.example',
      ])
      await expect(http('remove', ['evil.example'])).rejects.toThrow(
        'not on the scam list',
      )
      await expect(http('add', ['bad domain'])).rejects.toThrow(
        'Invalid scam domain',
      )
      await expect(
        runScamCommandOverHttp({
          url,
          token: 'wrong',
          sub: 'list',
          domains: [],
          file: undefined,
          log,
        }),
      ).rejects.toThrow('Missing or wrong admin token')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
