import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { runAttestationPage } from '../../test/verify/runAttestationPage.js'
import {
  attestationPageCsp,
  attestationScriptHash,
  renderAttestationPage,
} from './renderAttestationPage.js'

const message = (attestation: string) =>
  JSON.stringify({ type: 'verify_attestation', attestation })

describe('renderAttestationPage', () => {
  test('without a token: posts the fallback at once, to the target origin only', async () => {
    const html = renderAttestationPage({
      fallback: 'a.b.c',
      targetOrigin: '*',
    })
    let fetched = false
    const { posted, scripts } = await runAttestationPage(html, {
      fetch: async () => {
        fetched = true
        return new Response('{}')
      },
    })
    expect(fetched).toBe(false)
    expect(posted).toEqual([{ message: message('a.b.c'), targetOrigin: '*' }])
    // The one executable script is the one the CSP allows.
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256').update(scripts[0]!).digest('base64')
    expect(attestationScriptHash).toBe(`'sha256-${hash}'`)
    expect(attestationPageCsp).toContain(attestationScriptHash)
    expect(attestationPageCsp).toContain("default-src 'none'")
    expect(attestationPageCsp).toContain("connect-src 'self'")
    expect(html).not.toMatch(/src=|href=/)
  })

  test('with a token: redeems it by a POST to its own path, posts what it gets', async () => {
    const token = 't'.repeat(32)
    const html = renderAttestationPage({
      fallback: 'f.f.f',
      token,
      targetOrigin: 'https://dapp.example',
    })
    const calls: [string, RequestInit][] = []
    const { posted } = await runAttestationPage(html, {
      pathname: '/prefix/v3/attestation',
      ancestorOrigins: ['https://dapp.example', 'https://top.example'],
      fetch: async (path, init) => {
        calls.push([path, init])
        return Response.json({ attestation: 'x.y.z' })
      },
    })
    expect(calls).toEqual([
      [
        '/prefix/v3/attestation',
        {
          method: 'POST',
          body: JSON.stringify({
            token,
            ancestorOrigin: 'https://dapp.example',
          }),
        },
      ],
    ])
    expect(posted).toEqual([
      { message: message('x.y.z'), targetOrigin: 'https://dapp.example' },
    ])
  })

  test('a refused or failed redemption posts the fallback', async () => {
    const html = renderAttestationPage({
      fallback: 'f.f.f',
      token: 't'.repeat(32),
      targetOrigin: 'https://dapp.example',
    })
    const refused = await runAttestationPage(html, {
      fetch: async () => Response.json({ code: 'X' }, { status: 403 }),
    })
    const failed = await runAttestationPage(html)
    for (const { posted } of [refused, failed])
      expect(posted).toEqual([
        { message: message('f.f.f'), targetOrigin: 'https://dapp.example' },
      ])
  })

  test('data cannot close its script element', async () => {
    const html = renderAttestationPage({
      fallback: '</script><script>alert(1)</script>',
      targetOrigin: '*',
    })
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    const { posted } = await runAttestationPage(html)
    expect(JSON.parse(posted[0]!.message as string).attestation).toBe(
      '</script><script>alert(1)</script>',
    )
  })
})
