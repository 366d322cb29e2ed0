import { describe, expect, test } from 'vitest'
import { createTestApp, type DbKind, dbKinds } from '../../test/testDbs.js'
import { createProject } from './createProject.js'
import { seedDevProject } from './seedDevProject.js'
import { updateProject } from './updateProject.js'

const auth = {
  authorization: 'Bearer s3cret',
  'content-type': 'application/json',
}

async function setup(kind: DbKind) {
  const t = await createTestApp(kind, { adminToken: 's3cret' })
  await createProject(t.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example'],
  })
  const config = async (query = 'projectId=shop&st=appkit&sv=html-1.8.24') => {
    const response = await t.request(`/appkit/v1/config?${query}`)
    return { status: response.status, body: await response.json() }
  }
  const feature = async (id: string) =>
    (await config()).body.features.find((f: { id: string }) => f.id === id)
  const patch = (body: string) =>
    t.request('/admin/projects/shop', { method: 'PATCH', headers: auth, body })
  return { ...t, config, feature, patch }
}

describe.each(dbKinds)('project features on %s', (kind) => {
  test('GET /appkit/v1/config answers what a Latch stack serves by default', async () => {
    const { config } = await setup(kind)
    const { status, body } = await config()
    expect(status).toBe(200)
    // Every feature the reference client reads, each with a list as config
    // (a null config would make it fall back to offering swaps and on-ramp).
    expect(body).toEqual({
      features: [
        { id: 'social_login', isEnabled: false, config: [] },
        { id: 'swap', isEnabled: false, config: [] },
        { id: 'onramp', isEnabled: false, config: [] },
        { id: 'activity', isEnabled: true, config: [] },
        { id: 'multi_wallet', isEnabled: false, config: [] },
        { id: 'reown_branding', isEnabled: false, config: [] },
        { id: 'email_capture', isEnabled: false, config: [] },
        { id: 'fund_from_exchange', isEnabled: false, config: [] },
        { id: 'payments', isEnabled: false, config: [] },
        { id: 'reown_authentication', isEnabled: false, config: [] },
        { id: 'headless', isEnabled: false, config: [] },
      ],
    })
  })

  test('features set per project through the admin API', async () => {
    const { db, feature, patch, request } = await setup(kind)
    const response = await patch(
      JSON.stringify({
        features: { swaps: true, email: true, socials: ['github', 'google'] },
      }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).features).toEqual({
      swaps: true,
      onramp: false,
      email: true,
      socials: ['github', 'google'],
      history: true,
      multiWallet: false,
    })
    expect(await feature('swap')).toEqual({
      id: 'swap',
      isEnabled: true,
      config: ['1inch'],
    })
    expect(await feature('social_login')).toEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['email', 'github', 'google'],
    })
    // A later patch keeps what it does not name.
    await patch(
      JSON.stringify({ features: { history: false, socials: false } }),
    )
    expect(await feature('activity')).toMatchObject({ isEnabled: false })
    expect(await feature('social_login')).toEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['email'],
    })
    expect(await feature('swap')).toMatchObject({ isEnabled: true })
    await updateProject(db, { id: 'shop', features: { onramp: true } })
    expect(await feature('onramp')).toEqual({
      id: 'onramp',
      isEnabled: true,
      config: ['meld'],
    })
    // Created with features; re-seeding the dev project keeps them.
    const created = await request('/admin/projects', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        id: 'two',
        name: 'Two',
        features: { multiWallet: true, socials: true },
      }),
    })
    expect((await created.json()).features).toMatchObject({
      multiWallet: true,
      socials: [
        'google',
        'x',
        'discord',
        'farcaster',
        'github',
        'apple',
        'facebook',
      ],
    })
    await seedDevProject(db)
    await updateProject(db, { id: 'latch-demo', features: { swaps: true } })
    expect((await seedDevProject(db)).features.swaps).toBe(true)
  })

  test('GET /appkit/v1/project-limits: no plan, no limit exceeded', async () => {
    const { request } = await setup(kind)
    const response = await request('/appkit/v1/project-limits?projectId=shop')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      planLimits: {
        tier: 'none',
        isAboveMauLimit: false,
        isAboveRpcLimit: false,
      },
    })
  })

  test('unknown project, missing id or foreign origin: the project errors', async () => {
    const { request } = await setup(kind)
    for (const path of ['/appkit/v1/config', '/appkit/v1/project-limits']) {
      const missing = await request(path)
      expect(missing.status).toBe(400)
      expect(await missing.json()).toEqual({
        code: 'MISSING_PROJECT_ID',
        message: 'Project ID Not Configured',
      })
      for (const id of ['nope', 'x'.repeat(65), "'; DROP TABLE projects; --"]) {
        const unknown = await request(
          `${path}?projectId=${encodeURIComponent(id)}`,
        )
        expect(unknown.status).toBe(403)
        expect(await unknown.json()).toEqual({
          code: 'INVALID_PROJECT_ID',
          message: 'Invalid Project ID - update configuration',
        })
      }
      expect((await request(`${path}?projectId=shop%00`)).status).toBe(400)
      const foreign = await request(`${path}?projectId=shop`, {
        headers: { origin: 'https://evil.example' },
      })
      expect(foreign.status).toBe(403)
      expect((await foreign.json()).message).toBe('origin not allowed')
      const long = await request(`${path}?projectId=shop&sv=${'x'.repeat(65)}`)
      expect(long.status).toBe(400)
    }
  })

  test('bad features are a 400 naming the problem, and change nothing', async () => {
    const { patch, config, request } = await setup(kind)
    const before = await config()
    const cases: [unknown, RegExp][] = [
      [[], /features must be an object/],
      ['swaps', /features must be an object/],
      [null, /features must be an object/],
      [{ teleport: true }, /Unknown feature 'teleport'/],
      [{ ['x'.repeat(5000)]: true }, /Unknown feature/],
      [{ swaps: 'yes' }, /features.swaps must be a boolean/],
      [{ swaps: 1 }, /features.swaps must be a boolean/],
      [{ history: null }, /features.history must be a boolean/],
      [
        { socials: ['myspace'] },
        /features.socials must be a boolean or a list/,
      ],
      [{ socials: 'google' }, /features.socials must be/],
      [{ socials: Array(1000).fill('google') }, /features.socials must be/],
      [{ socials: ['goo\u0000gle'] }, /NUL|features.socials/],
      [{ email: { on: true } }, /features.email must be a boolean/],
    ]
    for (const [features, message] of cases) {
      const response = await patch(JSON.stringify({ features }))
      expect(response.status, JSON.stringify(features).slice(0, 60)).toBe(400)
      expect((await response.json()).message).toMatch(message)
    }
    const created = await request('/admin/projects', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ id: 'bad', name: 'Bad', features: { swaps: 2 } }),
    })
    expect(created.status).toBe(400)
    expect(
      (await request('/admin/projects/bad', { headers: auth })).status,
    ).toBe(404)
    const unknown = await request('/admin/projects/nope', {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ features: { swaps: true } }),
    })
    expect(unknown.status).toBe(404)
    expect(await config()).toEqual(before)
  })
})
