import { createHash } from 'node:crypto'

// Static, so its CSP hash is a constant. It reads the data block below it
// and answers the official SDK's iframe listener.
const script =
  "(function(){var d=JSON.parse(document.getElementById('attestation').textContent);" +
  "window.parent.postMessage(JSON.stringify({type:'verify_attestation',attestation:d.attestation}),d.targetOrigin)})()"

/** `'sha256-…'` of the page's only script, for its `script-src`. */
export const attestationScriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * Content-Security-Policy of the attestation page: nothing but its inline
 * script (by hash); no `frame-ancestors`, since any dapp frames it.
 */
export const attestationPageCsp = `default-src 'none'; script-src ${attestationScriptHash}; base-uri 'none'; form-action 'none'`

/**
 * The Verify v3 attestation page (GET /v3/attestation): posts
 * `JSON.stringify({ type: 'verify_attestation', attestation })` to its
 * parent window, for `targetOrigin` only. No external resources.
 *
 * @example
 * renderAttestationPage({ attestation: jwt, targetOrigin: 'https://dapp.example' })
 */
export function renderAttestationPage({
  attestation,
  targetOrigin,
}: {
  attestation: string
  targetOrigin: string
}): string {
  // `<` escaped so the data can never close its <script> element.
  const data = JSON.stringify({ attestation, targetOrigin }).replace(
    /</g,
    '\\u003c',
  )
  return `<!doctype html><html><head><meta charset="utf-8"><title>Verify</title></head><body><script type="application/json" id="attestation">${data}</script><script>${script}</script></body></html>`
}
