import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  attestationPageCsp,
  attestationScriptHash,
  renderAttestationPage,
} from './renderAttestationPage.js'
import { runAttestationPage } from './testing/runAttestationPage.js'

describe('renderAttestationPage', () => {
  test('posts the attestation to its parent, for the target origin only', () => {
    const html = renderAttestationPage({
      attestation: 'a.b.c',
      targetOrigin: 'https://dapp.example',
    })
    const { posted, scripts } = runAttestationPage(html)
    expect(posted).toEqual([
      {
        message: JSON.stringify({
          type: 'verify_attestation',
          attestation: 'a.b.c',
        }),
        targetOrigin: 'https://dapp.example',
      },
    ])
    // The one executable script is the one the CSP allows.
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256').update(scripts[0]!).digest('base64')
    expect(attestationScriptHash).toBe(`'sha256-${hash}'`)
    expect(attestationPageCsp).toContain(attestationScriptHash)
    expect(attestationPageCsp).toContain("default-src 'none'")
    expect(html).not.toMatch(/src=|href=/)
  })

  test('data cannot close its script element', () => {
    const html = renderAttestationPage({
      attestation: '</script><script>alert(1)</script>',
      targetOrigin: '*',
    })
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    const { posted } = runAttestationPage(html)
    expect(JSON.parse(posted[0]!.message as string).attestation).toBe(
      '</script><script>alert(1)</script>',
    )
  })
})
