import { describe, expect, test } from 'vitest'
import { createTestApp, dbKinds } from '../../test/testDbs.js'
import { createProject } from './createProject.js'

describe.each(dbKinds)('GET /projects/v1/origins on %s', (kind) => {
  test('answers the allowed origins, without checking the Origin', async () => {
    const { db, request } = await createTestApp(kind)
    await createProject(db, {
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://*.shop.example', 'https://shop.example'],
    })
    const response = await request(
      '/projects/v1/origins?projectId=shop&st=latch&sv=react-0.1.0',
      {
        headers: { origin: 'https://evil.example' },
      },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      allowedOrigins: ['https://*.shop.example', 'https://shop.example'],
    })
    // The page must be able to read the list to compare its own origin.
    expect(response.headers.get('access-control-allow-origin')).toBe(
      'https://evil.example',
    )

    expect((await request('/projects/v1/origins')).status).toBe(400)
    expect(
      await (await request('/projects/v1/origins?projectId=')).json(),
    ).toEqual({
      code: 'MISSING_PROJECT_ID',
      message: 'Project ID Not Configured',
    })
    for (const id of [
      'nope',
      '%00',
      'x'.repeat(65),
      "'; DROP TABLE projects; --",
    ]) {
      const bad = await request(
        `/projects/v1/origins?projectId=${encodeURIComponent(id)}`,
      )
      expect(bad.status).toBe(403)
      expect(await bad.json()).toEqual({
        code: 'INVALID_PROJECT_ID',
        message: 'Invalid Project ID - update configuration',
      })
    }
    const longSt = await request(
      `/projects/v1/origins?projectId=shop&st=${'x'.repeat(65)}`,
    )
    expect(longSt.status).toBe(400)
    await db.close()
  })
})
