/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        ch
      ] as string,
  )
}

export type RenderDevLoginPageParameters = {
  /** Interaction id (the form posts to `/interaction/<uid>/login`). */
  uid: string
  /** Who asks: the client id. */
  clientId: string
  /** A message above the form (e.g. 'Enter an e-mail address'). */
  error?: string | undefined
  /** CSP nonce of the page's style. */
  nonce: string
}

const css =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1b1b1f}main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 1px 4px #0002}.dev{background:#fff3cd;border:1px solid #e0b400;border-radius:8px;padding:.5rem .75rem;font-weight:600}label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #888;border-radius:6px}.row{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #444;background:#1b1b1f;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1b1b1f}.error{color:#b00020}'

/**
 * The dev login form of `startDevOidcProvider`: an e-mail and an optional
 * name, no password, labelled "development only".
 *
 * @example
 * res.end(renderDevLoginPage({ uid, clientId: 'latch-demo', nonce }))
 */
export function renderDevLoginPage({
  uid,
  clientId,
  error,
  nonce,
}: RenderDevLoginPageParameters): string {
  const base = `/interaction/${encodeURIComponent(uid)}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev login provider</title><style nonce="${nonce}">${css}</style></head>
<body><main>
<h1>Dev login provider</h1>
<p class="dev" role="note">Development only: a local OpenID provider for the Latch demo and tests. There is no password; whoever types an e-mail here signs in as it.</p>
<p>Sign in to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${base}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254">
<label for="name">Name (optional)</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="64">
<div class="row"><button type="submit">Sign in</button>
<button type="submit" class="secondary" formaction="${base}/abort" formnovalidate>Cancel</button></div>
</form>
</main></body></html>`
}
