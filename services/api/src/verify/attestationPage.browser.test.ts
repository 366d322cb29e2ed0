import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartApiReturnType, startApi } from '../app/startApi.js'
import { createProject } from '../projects/createProject.js'
import type { AttestationPayload } from './Attestation.js'
import { addScamDomains } from './addScamDomains.js'

// The attestation page in Debian's Chromium, framed the way the official
// dapp SDK frames it: the inline script runs under the page's CSP, redeems
// its frame token with the cookie the load set (same-site and cross-site
// dapps), the Referer the browser sets is what gets attested, and the
// page posts its answer on load, unasked (the SDK waits up to 5 s for it
// before every proposal; how fast is not a test's to check). A page
// posting to the API itself attests nothing.

let api: StartApiReturnType
let dapp: Server
let port = 0
let browser: Awaited<ReturnType<typeof chromium.launch>>

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory' })
  dapp = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams
    if (query.get('post')) {
      // What a look-alike page (or the toolkit before frame tokens) does:
      // POST the ids itself, from the page.
      res.setHeader('content-type', 'text/html')
      res.end(`<!doctype html><body><script>
        window.result = fetch(${JSON.stringify(`${api.url}/v3/attestation`)}, {
          method: 'POST',
          body: JSON.stringify({ projectId: 'shop', id: '${'c'.repeat(64)}', decryptedId: '${'d'.repeat(64)}' }),
        }).then((r) => r.status, (e) => String(e))
      </script>`)
      return
    }
    const src = `${api.url}/v3/attestation?${new URLSearchParams({
      projectId: 'shop',
      origin: query.get('claim') ?? '',
      id: 'a'.repeat(64),
      decryptedId: 'b'.repeat(64),
    })}`
    res.setHeader('content-type', 'text/html')
    const policy = query.get('policy')
    if (policy) res.setHeader('referrer-policy', policy)
    res.end(`<!doctype html><body><script>
      window.result = new Promise((resolve) => {
        addEventListener('message', (e) => resolve({ data: e.data, from: e.origin }))
        setTimeout(() => resolve(null), 20000)
        const frame = document.createElement('iframe')
        frame.style.display = 'none'
        frame.src = ${JSON.stringify(src)}
        document.body.appendChild(frame)
      })
    </script>`)
  })
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve))
  port = (dapp.address() as AddressInfo).port
  await createProject(api.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: [`http://127.0.0.1:${port}`],
  })
  await addScamDomains(api.db, { domains: ['localhost'] })
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => dapp?.close(resolve))
  await api?.close()
})

async function open(url: string) {
  const page = await browser.newPage()
  const console: string[] = []
  page.on('console', (message) => console.push(message.text()))
  await page.goto(url)
  const result = (await page.evaluate('window.result')) as {
    data: string
    from: string
  } | null
  await page.close()
  expect(result, 'no answer within 20 s').not.toBeNull()
  const message = JSON.parse(result!.data) as {
    type: string
    attestation: string
  }
  expect(message.type).toBe('verify_attestation')
  const payload = JSON.parse(
    Buffer.from(message.attestation.split('.')[1]!, 'base64url').toString(),
  ) as AttestationPayload
  // A CSP violation would be logged here (and the script would not run).
  expect(console).toEqual([])
  return { payload, from: result!.from }
}

describe('the attestation page in Chromium', () => {
  test('attests the framing page, whatever it claims', async () => {
    const own = `http://127.0.0.1:${port}`
    const plain = await open(`${own}/`)
    expect(plain.from).toBe(api.url)
    expect(plain.payload).toMatchObject({ origin: own, isVerified: true })
    const claiming = await open(`${own}/?claim=https://other.example`)
    expect(claiming.payload).toMatchObject({ origin: own, isVerified: true })
    const other = await open(`http://localhost:${port}/`)
    expect(other.payload).toMatchObject({
      origin: `http://localhost:${port}`,
      isVerified: false,
      isScam: true,
    })
  })

  test('a page sending no Referer gets an empty, unverified answer at once', async () => {
    const hidden = await open(`http://127.0.0.1:${port}/?policy=no-referrer`)
    expect(hidden.payload).toMatchObject({ origin: '', isVerified: false })
  })

  test('a page posting to the API itself attests nothing', async () => {
    const page = await browser.newPage()
    await page.goto(`http://localhost:${port}/?post=1`)
    await page.evaluate('window.result')
    await page.close()
    const lookup = await fetch(`${api.url}/v3/attestation/${'c'.repeat(64)}`)
    expect(lookup.status).toBe(404)
  })
}, 60_000)
