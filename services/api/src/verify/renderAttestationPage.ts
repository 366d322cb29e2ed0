import { createHash } from 'node:crypto'

// Static, so its CSP hash is a constant. It reads the data block below it;
// with a frame token it redeems it (same-origin POST, carrying the token's
// cookie, and the parent's origin as `location.ancestorOrigins` tells it
// where the browser has that), else or on any failure it answers the
// fallback, which attests nothing: the official SDK's iframe listener
// stops waiting either way.
const script =
  "(function(){var d=JSON.parse(document.getElementById('attestation').textContent),a=location.ancestorOrigins;" +
  "function s(j){window.parent.postMessage(JSON.stringify({type:'verify_attestation',attestation:j}),d.targetOrigin)}" +
  'if(!d.token)return s(d.fallback);' +
  "fetch(location.pathname,{method:'POST',body:JSON.stringify({token:d.token,ancestorOrigin:a&&a.length?a[0]:''})})" +
  '.then(function(r){return r.ok?r.json():{}}).then(function(r){s(r.attestation||d.fallback)},function(){s(d.fallback)})})()'

/** `'sha256-…'` of the page's only script, for its `script-src`. */
export const attestationScriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * Content-Security-Policy of the attestation page: nothing but its inline
 * script (by hash) and its POST to its own origin; no `frame-ancestors`,
 * since any dapp frames it.
 */
export const attestationPageCsp = `default-src 'none'; script-src ${attestationScriptHash}; connect-src 'self'; base-uri 'none'; form-action 'none'`

export type RenderAttestationPageParameters = {
  /** A JWT that attests nothing (origin `''`): answered without a token. */
  fallback: string
  /** The frame token the script redeems, when one was issued. */
  token?: string | undefined
  /** The embedding origin the answer is posted to (`'*'` when unknown). */
  targetOrigin: string
}

/**
 * The Verify v3 attestation page (GET /v3/attestation): posts
 * `JSON.stringify({ type: 'verify_attestation', attestation })` to its
 * parent window, for `targetOrigin` only: the JWT its frame token redeems
 * for (POST to the page's own path), else `fallback`. No external
 * resources.
 *
 * @example
 * renderAttestationPage({ fallback: jwt, token, targetOrigin: 'https://dapp.example' })
 */
export function renderAttestationPage({
  fallback,
  token,
  targetOrigin,
}: RenderAttestationPageParameters): string {
  // `<` escaped so the data can never close its <script> element.
  const data = JSON.stringify({ fallback, token, targetOrigin }).replace(
    /</g,
    '\\u003c',
  )
  return `<!doctype html><html><head><meta charset="utf-8"><title>Verify</title></head><body><script type="application/json" id="attestation">${data}</script><script>${script}</script></body></html>`
}
