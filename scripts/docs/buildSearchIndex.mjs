import MiniSearch from 'minisearch'
import options from './assets/search-options.js'

/** Words of a reference page's body that go into the index (its head). */
const maxText = 1500

/**
 * The prebuilt search index (MiniSearch JSON) over every page's title,
 * headings and text, which the browser loads as is: no server, no search
 * service.
 */
export function buildSearchIndex(pages) {
  const search = new MiniSearch(options)
  search.addAll(
    pages.map((page) => ({
      path: page.path,
      title: page.title,
      headings: page.headings.map((heading) => heading.text).join(' '),
      text: page.api ? page.text.slice(0, maxText) : page.text,
    })),
  )
  return JSON.stringify(search)
}
