import { describe, expect, it } from 'vitest'
import { renderSocialCallbackPage } from './renderSocialCallbackPage.js'

describe('renderSocialCallbackPage', () => {
  it('posts to the bound origin only, with a nonce-bound script', () => {
    const { html, csp } = renderSocialCallbackPage({
      targetOrigin: 'https://app.example',
      uri: null,
    })
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain('"target":"https://app.example"')
    expect(html).toContain('window.opener.postMessage(')
    expect(html).toContain('latch:1')
    expect(html).not.toContain("'*'")
  })

  it('cannot be broken out of by the data it carries', () => {
    const { html } = renderSocialCallbackPage({
      targetOrigin: 'https://app.example',
      uri: 'https://w.example/cb?code=</script><script>alert(1)</script>&state=s',
    })
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html.match(/<\/script>/g)).toHaveLength(2)
  })

  it('is a plain error page without a state, no script allowed', () => {
    const { html, csp } = renderSocialCallbackPage({})
    expect(csp).toContain("script-src 'none'")
    expect(html).not.toContain('<script')
    expect(html).toContain('Sign-in failed')
  })
})
