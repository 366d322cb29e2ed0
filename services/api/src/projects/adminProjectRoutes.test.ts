import { describe, expect, test } from 'vitest'
import { createTestApp, dbKinds } from '../../test/testDbs.js'

const auth = {
  authorization: 'Bearer s3cret',
  'content-type': 'application/json',
}

describe.each(dbKinds)('/admin/projects on %s', (kind) => {
  test('create, read, list, update, delete', async () => {
    const { db, request } = await createTestApp(kind, { adminToken: 's3cret' })
    const created = await request('/admin/projects', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        id: 'shop',
        name: 'Shop',
        allowedOrigins: ['https://Shop.example'],
      }),
    })
    expect(created.status).toBe(201)
    const project = await created.json()
    expect(project).toMatchObject({
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example'],
      analyticsEnabled: false,
    })
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt)
    expect(
      await (await request('/admin/projects/shop', { headers: auth })).json(),
    ).toEqual(project)
    const again = await request('/admin/projects', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ id: 'shop', name: 'Shop' }),
    })
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('PROJECT_EXISTS')

    const patched = await request('/admin/projects/shop', {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({
        analyticsEnabled: true,
        allowedOrigins: ['https://*.shop.example'],
      }),
    })
    expect(await patched.json()).toMatchObject({
      name: 'Shop',
      analyticsEnabled: true,
      allowedOrigins: ['https://*.shop.example'],
    })
    const list = await (
      await request('/admin/projects', { headers: auth })
    ).json()
    expect(list.data.map((p: { id: string }) => p.id)).toEqual(['shop'])

    expect(
      (
        await request('/admin/projects/shop', {
          method: 'DELETE',
          headers: auth,
        })
      ).status,
    ).toBe(204)
    expect(
      (
        await request('/admin/projects/shop', {
          method: 'DELETE',
          headers: auth,
        })
      ).status,
    ).toBe(404)
    expect(
      (await request('/admin/projects/shop', { headers: auth })).status,
    ).toBe(404)
    await db.close()
  })

  test('guarded by the admin token', async () => {
    const { db, request } = await createTestApp(kind, { adminToken: 's3cret' })
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: 's3cret' },
    ]) {
      const response = await request('/admin/projects', { headers })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Missing or wrong admin token',
      })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
    await db.close()
    const off = await createTestApp(kind)
    const response = await off.request('/admin/projects', { headers: auth })
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('ADMIN_DISABLED')
    await off.db.close()
  })

  test('bad input is a 4xx with a clear message', async () => {
    const { db, request } = await createTestApp(kind, { adminToken: 's3cret' })
    const post = (body: string) =>
      request('/admin/projects', { method: 'POST', headers: auth, body })
    const cases: [string, number, RegExp][] = [
      ['', 400, /JSON object body is required/],
      ['{', 400, /not valid JSON/],
      ['[]', 400, /must be a JSON object/],
      ['{"name":"x"}', 400, /id is required/],
      ['{"id":"a b","name":"x"}', 400, /id must be/],
      ['{"id":"ok"}', 400, /name is required/],
      ['{"id":"ok","name":""}', 400, /name must be/],
      [
        '{"id":"ok","name":"x","allowedOrigins":"https://a.com"}',
        400,
        /allowedOrigins must be an array/,
      ],
      [
        '{"id":"ok","name":"x","allowedOrigins":["https://a.com/path"]}',
        400,
        /Invalid origin pattern/,
      ],
      [
        '{"id":"ok","name":"x","allowedOrigins":["*"]}',
        400,
        /Invalid origin pattern/,
      ],
      [
        '{"id":"ok","name":"x","analyticsEnabled":"yes"}',
        400,
        /analyticsEnabled must be a boolean/,
      ],
      [
        JSON.stringify({ id: 'ok', name: 'x'.repeat(70_000) }),
        413,
        /larger than/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await post(body)
      expect(response.status, body.slice(0, 80)).toBe(status)
      expect((await response.json()).message).toMatch(message)
    }
    const patch = (id: string, body: string) =>
      request(`/admin/projects/${id}`, { method: 'PATCH', headers: auth, body })
    expect((await patch('nope', '{"name":"x"}')).status).toBe(404)
    await post('{"id":"ok","name":"x"}')
    expect((await (await patch('ok', '{}')).json()).message).toMatch(
      /Nothing to update/,
    )
    expect((await patch('ok', '{"allowedOrigins":[1]}')).status).toBe(400)
    expect((await patch('%20', '{"name":"x"}')).status).toBe(404)
    expect(
      (await request('/admin/projects/a%20b', { headers: auth })).status,
    ).toBe(404)
    await db.close()
  })
})
