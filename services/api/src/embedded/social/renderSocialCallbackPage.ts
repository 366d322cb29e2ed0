import { randomBytes } from 'node:crypto'
import { SOCIAL_CALLBACK_TYPE } from '@latch/common/embedded-protocol'

export type RenderSocialCallbackPageParameters =
  | {
      /** The host origin bound to the state: the only postMessage target. */
      targetOrigin: string
      /**
       * The callback URL to report; `null` → the page's own `location.href`
       * (GET). Apple's form_post callbacks pass the rebuilt URL.
       */
      uri: string | null
    }
  | { targetOrigin?: undefined; uri?: undefined }

export type RenderedPage = {
  html: string
  /** Content-Security-Policy allowing only this page's nonce-bound script. */
  csp: string
}

/** Inline JSON that cannot close its <script> element. */
function json(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const style =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1b1b1f;background:#fafafa}main{max-width:28rem;padding:2rem;text-align:center}'

// Posts the SOCIAL_CALLBACK envelope to window.opener, at the bound origin
// only (never '*'), then closes.
const script = `(function(){
var d=JSON.parse(document.getElementById('latch-callback').textContent);
var s=document.getElementById('latch-status');
var b=new Uint8Array(16);crypto.getRandomValues(b);
var id=Array.prototype.map.call(b,function(x){return(x+256).toString(16).slice(1)}).join('');
if(!window.opener){s.textContent='Sign-in finished. Return to the page you came from.';return}
window.opener.postMessage({latch:1,type:'${SOCIAL_CALLBACK_TYPE}',id:id,payload:{uri:d.uri||location.href}},d.target);
s.textContent='Signed in. This window closes now.';
window.close();
})();`

/**
 * The social-login callback page (served on the service's origin in the
 * popup). With a known state it posts `{ latch: 1, type:
 * '@latch-frame/SOCIAL_CALLBACK', id, payload: { uri } }` to
 * `window.opener` with `targetOrigin` = the state's host origin, then
 * closes; without one it is a plain error page with no script at all.
 *
 * @example
 * const { html, csp } = renderSocialCallbackPage({ targetOrigin: 'https://app.example', uri: null })
 */
export function renderSocialCallbackPage(
  parameters: RenderSocialCallbackPageParameters,
): RenderedPage {
  const nonce = randomBytes(16).toString('base64')
  const known = parameters.targetOrigin !== undefined
  const body = known
    ? `<main><h1>Signing in…</h1><p id="latch-status" role="status">Finishing the sign-in.</p></main>
<script type="application/json" id="latch-callback">${json({ target: parameters.targetOrigin, uri: parameters.uri })}</script>
<script nonce="${nonce}">${script}</script>`
    : `<main><h1>Sign-in failed</h1><p role="alert">This sign-in is unknown, was already used or has expired. Close this window and try again.</p></main>`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${known ? 'Signing in' : 'Sign-in failed'}</title>
<style nonce="${nonce}">${style}</style></head>
<body>${body}</body></html>`
  const csp = [
    "default-src 'none'",
    known ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  return { html, csp }
}
