// Issue 17, Medium 6: the Host header must not write the links. Every
// link comes from the public URL or the listening origin, and a request
// for another Host is refused in the service's error shape.
import { describe, expect, it } from 'vitest'
import {
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
} from '../../../test/embedded/createEmbeddedTestDb.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

const OTHER_DEVICE = 'device-bbbbbbbbbbbbbbbb'

const connectAt = (
  s: Awaited<ReturnType<typeof createEmbeddedTestService>>,
  base: string,
  email: string,
  headers: Record<string, string> = {},
) =>
  s.app.request(`${base}/v1/embedded/email/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      projectId: EMBEDDED_TEST_PROJECT,
      origin: EMBEDDED_TEST_ORIGIN,
      deviceId: OTHER_DEVICE,
      email,
    }),
  })

describe.each(dbKinds)('Host header and links on %s', (kind) => {
  it('refuses a foreign Host (421, JSON) and writes links from the listening origin', async () => {
    const s = await createEmbeddedTestService(kind)
    await s.login('host@example.com')
    const since = s.lastMailId()
    const evil = await connectAt(s, 'http://evil.example', 'host@example.com')
    expect(evil.status).toBe(421)
    expect(await evil.json()).toEqual({
      error: {
        code: 'misdirected_request',
        message: 'This host is not served here',
      },
    })
    for (const path of ['/frame?projectId=emb-test', '/device/approve'])
      expect(
        (
          await s.app.request(
            `http://evil.example${path.startsWith('/frame') ? '' : '/v1/embedded'}${path}`,
          )
        ).status,
      ).toBe(421)
    // Health checks probe by address.
    expect((await s.app.request('http://10.1.2.3/health')).status).toBe(200)
    expect(s.mail.messages().filter((m) => m.id > since)).toEqual([])
    const ours = await connectAt(s, 'http://embedded.test', 'host@example.com')
    expect(await ours.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await s.mail.waitForMail({ to: 'host@example.com', since })
    expect(mail.text).toMatch(
      /Approve it: http:\/\/embedded\.test\/v1\/embedded\/device\/approve\?token=[\w-]{43}\n/,
    )
  })

  it('with a public URL: links from it, and both it and the listening address answered', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { publicUrl: 'https://wallet.example' },
    })
    await s.login('pub@example.com')
    const since = s.lastMailId()
    // Behind a proxy, the browser's Origin is the public one.
    const answer = await connectAt(
      s,
      'https://wallet.example',
      'pub@example.com',
      {
        origin: 'https://wallet.example',
      },
    )
    expect(await answer.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await s.mail.waitForMail({ to: 'pub@example.com', since })
    expect(mail.text).toContain(
      'Approve it: https://wallet.example/v1/embedded/device/approve?token=',
    )
    expect(
      (await connectAt(s, 'http://evil.example', 'pub@example.com')).status,
    ).toBe(421)
    const frame = await s.app.request(
      'http://embedded.test/frame?projectId=emb-test',
    )
    expect(await frame.text()).toContain(
      '"serviceUrl":"https://wallet.example"',
    )
  })
})
