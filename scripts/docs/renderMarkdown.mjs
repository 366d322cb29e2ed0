import MarkdownIt from 'markdown-it'
import { relativeHref } from './relativeHref.mjs'
import { slugify } from './slugify.mjs'

/** The address the errors' `Docs:` lines and the TSDoc comments point at. */
const docsBase = 'https://latch.dev/docs'

const markdown = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: false,
})
// Code blocks and tables scroll sideways when wide: keyboard users reach
// them (tabindex), as axe's scrollable-region-focusable asks.
for (const rule of ['fence', 'code_block']) {
  const render = markdown.renderer.rules[rule]
  markdown.renderer.rules[rule] = (...args) =>
    render(...args).replace(/^<pre>/, '<pre tabindex="0">')
}
markdown.renderer.rules.table_open = () => '<table tabindex="0">\n'

/**
 * An internal site path for a link target, or undefined for an outside
 * link: `@latch:/x` (reference pages), `/x` (hand-written pages) and
 * `https://latch.dev/docs/x` (the errors' docs addresses, in TSDoc) are
 * all pages of this site.
 */
function internalPath(href) {
  if (href.startsWith('@latch:')) return href.slice('@latch:'.length)
  if (href.startsWith(`${docsBase}/`) || href === docsBase)
    return href.slice(docsBase.length) || '/'
  if (href.startsWith('/')) return href
  if (href.startsWith('#')) return href
  return undefined
}

/**
 * Renders one page's Markdown (raw HTML off, so no inline script or style
 * can reach a page) for the page at site path `path`: headings get ids
 * (`slugify`, `-1`, `-2` … when repeated), internal links become relative,
 * and the page's headings and plain text are returned for the search index.
 *
 * @returns {{ html: string, headings: { level: number, id: string, text: string }[], text: string }}
 */
export function renderMarkdown(source, path) {
  const tokens = markdown.parse(source, {})
  const headings = []
  const used = new Map()
  const text = []
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]
    if (token.type === 'heading_open') {
      const inline = tokens[index + 1]
      const title = inline.children.map((child) => child.content).join('')
      const base = slugify(title) || 'section'
      const count = used.get(base) ?? 0
      used.set(base, count + 1)
      const id = count === 0 ? base : `${base}-${count}`
      token.attrSet('id', id)
      headings.push({ level: Number(token.tag.slice(1)), id, text: title })
    }
    if (token.type === 'inline') {
      for (const child of token.children) {
        if (child.type === 'link_open') {
          const href = child.attrGet('href')
          const target = internalPath(href)
          if (target !== undefined)
            child.attrSet('href', relativeHref(path, target))
          else child.attrSet('rel', 'noopener')
        }
        if (child.type === 'text' || child.type === 'code_inline')
          text.push(child.content)
      }
    }
    if (token.type === 'fence' || token.type === 'code_block')
      text.push(token.content)
  }
  return {
    html: markdown.renderer.render(tokens, markdown.options, {}),
    headings,
    text: text.join(' ').replace(/\s+/g, ' '),
  }
}
