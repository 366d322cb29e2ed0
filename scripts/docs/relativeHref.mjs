import { posix } from 'node:path'

/**
 * The relative href from the page at site path `from` to the site path `to`
 * (both like `/core/actions/sendToken`; `to` may carry a `#hash` or be a
 * file such as `/assets/site.css`). Every page is a folder with an
 * index.html, so relative links keep the site working under any base path.
 */
export function relativeHref(from, to) {
  const hashAt = to.indexOf('#')
  const path = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  if (path === '') return hash
  const isFile = /\.[a-z0-9]+$/i.test(path)
  let href = posix.relative(from === '' ? '/' : from, path || '/')
  if (href === '') href = './'
  else if (!isFile && !href.endsWith('/')) href += '/'
  return href + hash
}
