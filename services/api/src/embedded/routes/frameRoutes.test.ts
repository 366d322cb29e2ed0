import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'
import { createProject } from '../../projects/createProject.js'
import { toFrameAncestors } from '../frame/toFrameAncestors.js'

const config = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="latch-frame-config">(.*?)<\/script>/s.exec(
      html,
    )?.[1] ?? 'null',
  )

describe.each(dbKinds)('frame page on %s', (kind) => {
  it('serves the page with the project origins in CSP frame-ancestors', async () => {
    const s = await createEmbeddedTestService(kind)
    const page = await s.get(
      '/frame?projectId=emb-test&chainId=eip155:31337&version=0.1.0&logger=info',
    )
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain(
      '<link rel="stylesheet" href="/frame/assets/frame.css">',
    )
    expect(html).toContain(
      '<script type="module" src="/frame/assets/frame.js"></script>',
    )
    expect(html).toContain('<main id="app"></main>')
    expect(config(html)).toEqual({
      projectId: 'emb-test',
      origins: ['https://app.example', 'http://127.0.0.1:*'],
      chainId: 'eip155:31337',
      version: '0.1.0',
      logger: 'info',
      serviceUrl: 'http://embedded.test',
    })
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors https://app.example http://127.0.0.1:*; base-uri 'none'; form-action 'none'",
    )
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers an unknown project with an error config nobody may embed', async () => {
    const s = await createEmbeddedTestService(kind)
    const page = await s.get('/frame?projectId=nope')
    expect(config(await page.text())).toEqual({ error: 'invalid key' })
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none';",
    )
  })

  it('cannot be broken out of by query values or origin patterns', async () => {
    const s = await createEmbeddedTestService(kind)
    await createProject(s.db, {
      id: 'tricky',
      name: 'x',
      allowedOrigins: ['https://a.example'],
    })
    const page = await s.get(
      '/frame?projectId=tricky&version=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E',
    )
    const html = await page.text()
    expect(html).not.toContain('alert(1)')
    expect(config(html).version).toBeNull()
  })

  it('serves the built frame assets and nothing else', async () => {
    const s = await createEmbeddedTestService(kind)
    const js = await s.get('/frame/assets/frame.js')
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(await js.text()).toContain('frame')
    expect(
      (await s.get('/frame/assets/frame.css')).headers.get('content-type'),
    ).toContain('text/css')
    expect((await s.get('/frame/assets/..%2Fpackage.json')).status).toBe(404)
    expect((await s.get('/frame/assets/other.js')).status).toBe(404)
    expect((await s.get('/frame/assets/frame-..%2Fx.js')).status).toBe(404)
    expect(await (await s.get('/health')).json()).toEqual({ ok: true })
  })
})

it('turns origin patterns into CSP sources', () => {
  expect(
    toFrameAncestors([
      'https://*.example.com',
      'http://[::1]:*',
      'https://a.example:443',
      'not a pattern',
    ]),
  ).toBe('https://*.example.com https://a.example')
  expect(toFrameAncestors([])).toBe("'none'")
})
