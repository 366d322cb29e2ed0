import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { runCli } from './runCli.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-api-cli-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('latch-api', () => {
  test('--help prints the usage', async () => {
    const lines: string[] = []
    expect(
      await runCli({ argv: ['--help'], log: (l) => lines.push(l) }),
    ).toBeUndefined()
    expect(lines.join('\n')).toMatch(/Usage: latch-api/)
    expect(lines.join('\n')).toMatch(/--seed-dev-project/)
  })

  test('rejects bad arguments', async () => {
    await expect(runCli({ argv: ['--port', 'x'] })).rejects.toThrow(
      'Invalid port: x',
    )
    await expect(runCli({ argv: ['--port', '70000'] })).rejects.toThrow(
      'Invalid port',
    )
    await expect(runCli({ argv: ['--nope'] })).rejects.toThrow(/Unknown option/)
  })

  test('projects add, list, remove and wallets import on a data folder', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(dir, 'data')
    const lines: string[] = []
    const cli = (...argv: string[]) =>
      runCli({
        argv: [...argv, '--data-dir', dataDir],
        log: (l) => lines.push(l),
      })
    await cli(
      'projects',
      'add',
      '--id',
      'shop',
      '--name',
      'Shop',
      '--origin',
      'https://shop.example',
      '--origin',
      'https://*.shop.example',
    )
    await cli('projects', 'list')
    expect(lines.at(-1)).toBe(
      'shop\tShop\thttps://shop.example,https://*.shop.example',
    )
    await expect(
      cli('projects', 'add', '--id', 'x y', '--name', 'X'),
    ).rejects.toThrow(/id must be/)
    await expect(
      cli('projects', 'add', '--id', 'ok', '--name', 'X', '--origin', 'ftp:/x'),
    ).rejects.toThrow(/Invalid origin pattern/)
    await cli('projects', 'remove', '--id', 'shop')
    await expect(cli('projects', 'remove', '--id', 'shop')).rejects.toThrow(
      'No project with id shop',
    )
    const file = join(dir, 'wallets.json')
    await writeFile(
      file,
      JSON.stringify({
        wallets: [
          {
            id: 'w',
            name: 'W',
            color: '#000000',
            rdns: null,
            mobile_link: null,
            desktop_link: null,
            webapp_link: null,
            chains: [],
          },
        ],
      }),
    )
    await cli('wallets', 'import', file)
    expect(lines.at(-1)).toBe('latch-api: imported 1 wallets')
    await expect(
      cli('wallets', 'import', join(dir, 'missing.json')),
    ).rejects.toThrow(/ENOENT/)
    await expect(cli('frobnicate')).rejects.toThrow(
      'Unknown command: frobnicate',
    )
  })

  test('starts the server with the dev project and the bundled wallets', {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = []
    const api = await runCli({
      argv: ['--port', '0', '--seed-dev-project'],
      env: { LATCH_API_DATA_DIR: 'memory', LATCH_API_ADMIN_TOKEN: 'tok' },
      log: (l) => lines.push(l),
    })
    if (!api) throw new Error('no server')
    try {
      expect(lines).toEqual([
        `latch-api: listening on ${api.url} (PGlite memory)`,
      ])
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const response = await fetch(
        `${api.url}/getWallets?projectId=latch-demo&entries=4`,
        {
          headers: { origin: 'http://127.0.0.1:5173' },
        },
      )
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.data).toHaveLength(4)
      expect(body.count).toBeGreaterThan(20)
      const admin = await fetch(`${api.url}/admin/projects`, {
        headers: { authorization: 'Bearer tok' },
      })
      expect((await admin.json()).data[0].id).toBe('latch-demo')
    } finally {
      await api.close()
    }
  })

  test('admin subcommands over HTTP with --url', {
    timeout: 60_000,
  }, async () => {
    const env = { LATCH_API_DATA_DIR: 'memory', LATCH_API_ADMIN_TOKEN: 'tok' }
    const api = await runCli({ argv: ['--port', '0'], env, log: () => {} })
    if (!api) throw new Error('no server')
    try {
      const lines: string[] = []
      const cli = (...argv: string[]) =>
        runCli({
          argv: [...argv, '--url', api.url],
          env,
          log: (l) => lines.push(l),
        })
      await cli(
        'projects',
        'add',
        '--id',
        'web',
        '--name',
        'Web',
        '--origin',
        'https://web.example',
      )
      await cli('projects', 'list')
      expect(lines.at(-1)).toBe('web\tWeb\thttps://web.example')
      await expect(
        cli('projects', 'add', '--id', 'web', '--name', 'Web'),
      ).rejects.toThrow('Project web already exists')
      await cli('projects', 'remove', '--id', 'web')
      await expect(cli('projects', 'remove', '--id', 'web')).rejects.toThrow(
        'No project with id web',
      )
      await cli('wallets', 'import')
      expect(lines.at(-1)).toMatch(/^latch-api: imported \d+ wallets$/)
      await expect(
        runCli({
          argv: ['projects', 'list', '--url', api.url],
          env: { ...env, LATCH_API_ADMIN_TOKEN: 'bad' },
        }),
      ).rejects.toThrow('Missing or wrong admin token')
    } finally {
      await api.close()
    }
  })
  test('limits come from the environment (for a server run as a separate process)', {
    timeout: 60_000,
  }, async () => {
    await expect(
      runCli({
        argv: ['--port', '0'],
        env: { LATCH_API_DATA_DIR: 'memory', LATCH_API_MAX_BODY_BYTES: '1k' },
      }),
    ).rejects.toThrow(
      'LATCH_API_MAX_BODY_BYTES must be a positive integer, not 1k',
    )
    const api = await runCli({
      argv: ['--port', '0'],
      env: {
        LATCH_API_DATA_DIR: 'memory',
        LATCH_API_ADMIN_TOKEN: 'tok',
        LATCH_API_MAX_BODY_BYTES: '1000',
        LATCH_API_MAX_ADMIN_BODY_BYTES: '2000',
        LATCH_API_ADMIN_MAX_FAILURES: '2',
      },
      log: () => {},
    })
    if (!api) throw new Error('no server')
    try {
      const post = (path: string, bytes: number, token = 'tok') =>
        fetch(`${api.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: 'x'.repeat(bytes),
        })
      expect((await post('/e?projectId=latch-demo', 1_001)).status).toBe(413)
      expect((await post('/admin/projects', 2_001)).status).toBe(413)
      expect((await post('/admin/projects', 1_500)).status).toBe(400)
      expect((await post('/admin/projects', 10, 'no')).status).toBe(401)
      const locked = await post('/admin/projects', 10, 'no')
      expect(locked.status).toBe(429)
      expect(locked.headers.get('retry-after')).toBe('900')
    } finally {
      await api.close()
    }
  })
})
