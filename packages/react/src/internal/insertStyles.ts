// Which sheets each document already has, by id (several providers, and
// the buttons and the modal, share them).
const inserted = new WeakMap<Document, Set<string>>()

/**
 * Adds the stylesheet `css` to `document` once per `id`, in a way a strict
 * Content-Security-Policy (`style-src 'self'`, no `'unsafe-inline'`)
 * allows: a constructed stylesheet (`new CSSStyleSheet()`) appended to
 * `document.adoptedStyleSheets`. With a `nonce`, or where constructed
 * sheets are not supported, a `<style nonce data-latch-style=id>` in the
 * head instead (the host's CSP then has to allow that nonce). Sheets are
 * never removed: they are small and another instance may still use them.
 */
export function insertStyles(
  document: Document,
  id: string,
  css: string,
  nonce?: string | undefined,
) {
  const ids = inserted.get(document) ?? new Set<string>()
  inserted.set(document, ids)
  if (ids.has(id)) return
  ids.add(id)
  const Sheet = document.defaultView?.CSSStyleSheet
  if (
    nonce === undefined &&
    Sheet &&
    typeof Sheet.prototype.replaceSync === 'function' &&
    Array.isArray(document.adoptedStyleSheets)
  ) {
    const sheet = new Sheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return
  }
  const style = document.createElement('style')
  style.setAttribute('data-latch-style', id)
  if (nonce !== undefined) style.setAttribute('nonce', nonce)
  style.textContent = css
  document.head.appendChild(style)
}
