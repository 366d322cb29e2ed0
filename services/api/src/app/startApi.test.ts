import { afterAll, expect, test } from 'vitest'
import { startPostgres } from '../../test/startPostgres.js'
import { startApi } from './startApi.js'

const postgres = await startPostgres()
afterAll(() => postgres.stop(), 30_000)

test('serves over HTTP on PostgreSQL, with an extension, and closes', {
  timeout: 60_000,
}, async () => {
  const stopped: string[] = []
  const api = await startApi({
    port: 0,
    databaseUrl: await postgres.createDatabase(),
    seedDevProject: true,
    extensions: [
      {
        name: 'ping',
        migrations: [
          { id: 1500, name: 'ping', sql: 'CREATE TABLE ping (id int)' },
        ],
        register: (app) => app.get('/ping', (c) => c.json({ pong: true })),
        start: async () => ({ stop: async () => void stopped.push('ping') }),
      },
    ],
  })
  try {
    expect(api.db.kind).toBe('postgres')
    expect(await (await fetch(`${api.url}/ping`)).json()).toEqual({
      pong: true,
    })
    const origins = await fetch(
      `${api.url}/projects/v1/origins?projectId=latch-demo`,
    )
    expect((await origins.json()).allowedOrigins).toContain(
      'http://127.0.0.1:*',
    )
    expect(await api.db.query('SELECT id FROM ping')).toEqual([])
  } finally {
    await api.close()
  }
  expect(stopped).toEqual(['ping'])
  await expect(fetch(`${api.url}/health`)).rejects.toThrow()
})

test('a port in use is an error, and nothing is left open', {
  timeout: 60_000,
}, async () => {
  const first = await startApi({ port: 0, dataDir: 'memory' })
  try {
    await expect(
      startApi({ port: first.port, dataDir: 'memory' }),
    ).rejects.toThrow(/EADDRINUSE/)
  } finally {
    await first.close()
  }
})
