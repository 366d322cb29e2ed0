import { relativeHref } from './relativeHref.mjs'

/**
 * The page's own policy, so a plain static server serves it under the
 * strict CSP too: no inline script or style anywhere on the site.
 */
export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'"

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  )

function renderNav(nav, path) {
  return nav
    .map((section) => {
      const items = section.items
        .map((item) => {
          const current = item.path === path ? ' aria-current="page"' : ''
          return `<li><a href="${escapeHtml(relativeHref(path, item.path))}"${current}>${escapeHtml(item.title)}</a></li>`
        })
        .join('')
      return `<h2>${escapeHtml(section.title)}</h2><ul>${items}</ul>`
    })
    .join('')
}

function renderToc(headings, path) {
  const items = headings.filter((heading) => heading.level === 2)
  if (items.length < 2) return ''
  const links = items
    .map(
      (heading) =>
        `<li><a href="${escapeHtml(relativeHref(path, `#${heading.id}`))}">${escapeHtml(heading.text)}</a></li>`,
    )
    .join('')
  return `<nav class="toc" aria-label="On this page"><h2>On this page</h2><ul>${links}</ul></nav>`
}

/**
 * One HTML page of the site: header with the search form, the navigation,
 * the content and its table of contents. Styles and the search script are
 * files under /assets (module script, no inline code, no style attribute).
 */
export function renderPage({ path, title, html, headings, nav }) {
  const asset = (name) => escapeHtml(relativeHref(path, `/assets/${name}`))
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">
<title>${escapeHtml(title)} · Latch docs</title>
<link rel="stylesheet" href="${asset('site.css')}">
<script type="module" src="${asset('search.js')}"></script>
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header class="top">
<a class="brand" href="${escapeHtml(relativeHref(path, '/'))}">Latch docs</a>
<form class="search" role="search" action="${escapeHtml(relativeHref(path, '/search'))}" method="get">
<label class="visually-hidden" for="search-input">Search the docs</label>
<input id="search-input" type="search" name="q" autocomplete="off" placeholder="Search…">
<p id="search-status" class="visually-hidden" role="status"></p>
<ul id="search-results" class="results" hidden></ul>
</form>
</header>
<div class="layout">
<nav class="side" aria-label="Documentation">${renderNav(nav, path)}</nav>
<main id="content" class="content">${html}</main>
${renderToc(headings, path)}
</div>
</body>
</html>
`
}
