import { rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { startMailCatcher } from '@latch/devnet/node'
import { afterAll, expect, it } from 'vitest'
import { writeTestFrame } from '../../test/embedded/writeTestFrame.js'
import { startApi } from '../app/startApi.js'
import { createEmbeddedExtension } from './createEmbeddedExtension.js'

// A stand-in frame: these tests need no real build of it.
const frameDir = await writeTestFrame()
afterAll(() => rm(frameDir, { recursive: true, force: true }))

it('serves the service on its own port, with no CORS, mailing through SMTP', {
  timeout: 120_000,
}, async () => {
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  const lines: string[] = []
  const embedded = createEmbeddedExtension({
    port: 0,
    chains: [],
    env: {
      LATCH_EMBEDDED_SMTP_URL: mail.smtpUrl,
      LATCH_EMBEDDED_FRAME_DIR: frameDir,
    },
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

/** A raw HTTP POST with any Host header (fetch does not let one set it). */
const postWithHost = (url: string, host: string, body: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text }),
        )
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })

it('answers only its own Host on loopback, and needs a public URL elsewhere', {
  timeout: 120_000,
}, async () => {
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  const embedded = createEmbeddedExtension({
    port: 0,
    chains: [],
    env: {
      LATCH_EMBEDDED_SMTP_URL: mail.smtpUrl,
      LATCH_EMBEDDED_FRAME_DIR: frameDir,
    },
    log: () => {},
  })
  const api = await startApi({
    port: 0,
    dataDir: 'memory',
    seedDevProject: true,
    extensions: [embedded],
  })
  try {
    const url = embedded.url ?? ''
    const body = {
      projectId: 'latch-demo',
      origin: 'http://127.0.0.1:5173',
      deviceId: 'device-aaaaaaaaaaaaaaaa',
      email: 'host@example.com',
    }
    const evil = await postWithHost(
      `${url}/v1/embedded/email/connect`,
      'evil.example',
      body,
    )
    expect(evil.status).toBe(421)
    expect(JSON.parse(evil.body)).toMatchObject({
      error: { code: 'misdirected_request' },
    })
    const ours = await postWithHost(
      `${url}/v1/embedded/email/connect`,
      new URL(url).host,
      body,
    )
    expect(ours.status).toBe(200)
  } finally {
    await api.close()
    await mail.close()
  }
  // Off loopback without a public URL: refused before anything starts.
  const exposed = createEmbeddedExtension({
    host: '0.0.0.0',
    port: 0,
    chains: [],
    env: {},
    log: () => {},
  })
  await expect(
    Promise.resolve().then(() =>
      exposed.start?.({ db: undefined as never } as never),
    ),
  ).rejects.toThrow(
    /LATCH_EMBEDDED_PUBLIC_URL is required when the embedded service listens on 0\.0\.0\.0/,
  )
})
