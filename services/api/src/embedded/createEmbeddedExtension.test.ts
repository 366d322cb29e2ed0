import { startMailCatcher } from '@latch/devnet/node'
import { expect, it } from 'vitest'
import { startApi } from '../app/startApi.js'
import { createEmbeddedExtension } from './createEmbeddedExtension.js'

it('serves the service on its own port, with no CORS, mailing through SMTP', {
  timeout: 120_000,
}, async () => {
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  const lines: string[] = []
  const embedded = createEmbeddedExtension({
    port: 0,
    chains: [],
    env: { LATCH_EMBEDDED_SMTP_URL: mail.smtpUrl },
    log: (line) => lines.push(line),
  })
  const api = await startApi({
    port: 0,
    dataDir: 'memory',
    seedDevProject: true,
    extensions: [embedded],
  })
  try {
    const url = embedded.url ?? ''
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(url).not.toBe(api.url)
    expect(lines.join('\n')).toContain(`embedded wallet on ${url}`)
    // The API's origin does not serve the frame, and the service has no CORS.
    expect((await fetch(`${api.url}/frame?projectId=latch-demo`)).status).toBe(
      404,
    )
    const preflight = await fetch(`${url}/v1/embedded/email/connect`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const answer = await fetch(`${url}/v1/embedded/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        projectId: 'latch-demo',
        origin: 'http://127.0.0.1:5173',
        deviceId: 'device-aaaaaaaaaaaaaaaa',
        email: 'real@example.com',
      }),
    })
    expect(await answer.json()).toEqual({ action: 'VERIFY_OTP' })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const caught = await mail.waitForMail({ to: 'real@example.com' })
    expect(caught.subject).toMatch(/^Your Latch code: \d{6}$/)
  } finally {
    await api.close()
    await mail.close()
  }
  expect(embedded.url).toBeUndefined()
})
