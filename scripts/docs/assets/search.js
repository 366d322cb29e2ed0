// The docs' offline search: loads the prebuilt MiniSearch index (built by
// scripts/docs/buildSearchIndex.mjs) the first time a visitor types, and
// shows matches under the header's search field; on /search/ it shows the
// matches for ?q=. A module file, so it runs under script-src 'self'.
import MiniSearch from './minisearch.js'
import options from './search-options.js'

const root = new URL('../', import.meta.url)
let index

async function loadIndex() {
  index ??= fetch(new URL('assets/search-index.json', root))
    .then((response) => response.text())
    .then((json) => MiniSearch.loadJSON(json, options))
  return index
}

function renderResults(list, results) {
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.createElement('li')
      const link = document.createElement('a')
      link.href = new URL(
        result.path.replace(/^\//, '').replace(/([^/])$/, '$1/'),
        root,
      ).href
      link.textContent = result.title
      const where = document.createElement('span')
      where.className = 'where'
      where.textContent = result.path
      link.append(' ', where)
      item.append(link)
      return item
    }),
  )
  if (results.length === 0) {
    const item = document.createElement('li')
    item.textContent = 'No matches'
    list.append(item)
  }
}

async function search(query) {
  const found = await loadIndex()
  return found.search(query, {
    prefix: true,
    fuzzy: 0.2,
    boost: { title: 4, headings: 2 },
  })
}

const input = document.getElementById('search-input')
const list = document.getElementById('search-results')
const status = document.getElementById('search-status')
if (input && list) {
  let latest = 0
  input.addEventListener('input', async () => {
    const query = input.value.trim()
    const ticket = ++latest
    if (query.length < 2) {
      list.hidden = true
      if (status) status.textContent = ''
      return
    }
    const found = await search(query)
    if (ticket !== latest) return
    renderResults(list, found.slice(0, 10))
    list.hidden = false
    if (status)
      status.textContent = `${found.length} ${found.length === 1 ? 'result' : 'results'}`
  })
  // Arrow keys move between the field and the results; Escape closes them.
  const links = () => [...list.querySelectorAll('a')]
  list.parentElement?.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      list.hidden = true
      input.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    if (list.hidden) return
    const all = links()
    const at = all.indexOf(document.activeElement)
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1
    event.preventDefault()
    if (next < 0) input.focus()
    else all[Math.min(next, all.length - 1)]?.focus()
  })
}

const page = document.getElementById('search-page')
if (page) {
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? ''
  if (input) input.value = query
  if (query)
    search(query).then((results) => renderResults(page, results.slice(0, 50)))
}
