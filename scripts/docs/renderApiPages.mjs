import { describeSymbol } from './describeSymbol.mjs'

const kindTitle = {
  function: 'Functions',
  class: 'Classes',
  constant: 'Constants',
  interface: 'Types',
  type: 'Types',
  enum: 'Types',
  namespace: 'Namespaces',
}
/** A docs address alone on a line (TSDoc names each symbol's own page so). */
const addressLine = /^[ \t]*https:\/\/latch\.dev\/docs(\S*)[ \t]*$\n?/gm
/** The summary of a listing: the first sentence, without docs addresses. */
const firstSentence = (text) => {
  const line = text
    .replace(addressLine, '')
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim()
  const end = line.search(/(?<!\b(?:e\.g|i\.e|etc))\.(\s|$)/)
  const sentence = end === -1 ? line : line.slice(0, end + 1)
  return sentence.length > 160
    ? `${sentence.slice(0, 157).trimEnd()}…`
    : sentence
}
const fence = (code, lang = 'ts') => {
  const ticks = code.includes('```') ? '````' : '```'
  return `${ticks}${lang}\n${code}\n${ticks}`
}
const inline = (code) => {
  const flat = code.replace(/\s+/g, ' ')
  return flat.includes('`') ? `\`\` ${flat} \`\`` : `\`${flat}\``
}

/**
 * Turns TSDoc `{@link Name}` into a Markdown link to that symbol's page
 * (`@latch:/path`, made relative by the Markdown renderer) or into code when
 * the name has no page.
 */
function linkify(text, linkOf) {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_, target, label) => {
      if (/^https?:/.test(target)) return `[${label || target}](${target})`
      const path = linkOf(target.split('.')[0])
      const text = label || target
      return path ? `[\`${text}\`](@latch:${path})` : `\`${text}\``
    },
  )
}

function renderExample(text) {
  if (text.includes('```')) return text
  return fence(text.replace(/^\n+|\n+$/g, ''))
}

function renderProperties(properties, linkOf, level) {
  const hashes = '#'.repeat(level)
  return properties.map((property) =>
    [
      `${hashes} ${property.name}`,
      `${inline(property.type)}${property.optional ? ' (optional)' : ''}${property.default ? ` · default: ${property.default}` : ''}`,
      linkify(property.doc, linkOf),
    ]
      .filter(Boolean)
      .join('\n\n'),
  )
}

/** The Markdown of one symbol's reference page. */
function renderSymbolPage(info, description, linkOf) {
  const parts = [`# ${info.name}`]
  const where = info.entries.map((entry) => `\`${entry}\``).join(', ')
  parts.push(
    `*${description.kind}* · \`import { ${info.name} } from '${info.entries[0]}'\`${info.entries.length > 1 ? ` (also from ${where})` : ''}`,
  )
  // The page's own address is where the reader already is.
  const doc = description.doc.replace(addressLine, (line, path) =>
    path === info.path ? '' : line,
  )
  if (doc.trim()) parts.push(linkify(doc.trim(), linkOf))
  parts.push(fence(description.code))
  const related = [...new Set(description.code.match(/\b[A-Z]\w+\b/g) ?? [])]
    .filter((name) => name !== info.name && linkOf(name))
    .map((name) => `[\`${name}\`](@latch:${linkOf(name)})`)
  if (related.length > 0) parts.push(`Types: ${related.join(', ')}`)
  const deprecated = description.tags.find((tag) => tag.name === 'deprecated')
  if (deprecated) parts.push(`> Deprecated. ${deprecated.text}`)
  if (description.parameters.length > 0) {
    parts.push('## Parameters')
    for (const parameter of description.parameters) {
      parts.push(`### ${parameter.name}`, inline(parameter.type))
      if (parameter.doc) parts.push(linkify(parameter.doc, linkOf))
      parts.push(...renderProperties(parameter.properties, linkOf, 4))
    }
  }
  if (description.returns && description.returns !== 'void') {
    parts.push('## Returns', inline(description.returns))
    const returns = description.tags.find((tag) => tag.name === 'returns')
    if (returns) parts.push(linkify(returns.text, linkOf))
  }
  if (description.properties.length > 0) {
    parts.push(
      '## Properties',
      ...renderProperties(description.properties, linkOf, 3),
    )
  }
  const throws = description.tags.filter((tag) => tag.name === 'throws')
  if (throws.length > 0)
    parts.push(
      '## Throws',
      throws.map((tag) => `- ${linkify(tag.text, linkOf)}`).join('\n'),
    )
  const examples = description.tags.filter((tag) => tag.name === 'example')
  if (examples.length > 0)
    parts.push('## Example', ...examples.map((tag) => renderExample(tag.text)))
  const see = description.tags.filter((tag) => tag.name === 'see')
  if (see.length > 0)
    parts.push(
      '## See also',
      see.map((tag) => `- ${linkify(tag.text, linkOf)}`).join('\n'),
    )
  return parts.join('\n\n')
}

function listing(items) {
  const byKind = new Map()
  for (const item of items) {
    const title = kindTitle[item.description.kind]
    if (!byKind.has(title)) byKind.set(title, [])
    byKind.get(title).push(item)
  }
  const parts = []
  for (const title of Object.values(kindTitle).filter(
    (value, index, all) => all.indexOf(value) === index,
  )) {
    const list = byKind.get(title)
    if (!list) continue
    parts.push(`### ${title}`)
    parts.push(
      list
        .sort((a, b) => a.info.name.localeCompare(b.info.name))
        .map(({ info, description }) => {
          const sentence = firstSentence(description.doc)
          const summary = sentence ? ` — ${sentence}` : ''
          return info.path
            ? `- [\`${info.name}\`](@latch:${info.path})${summary}`
            : `- \`${info.name}\`${summary}`
        })
        .join('\n'),
    )
  }
  return parts.join('\n\n')
}

/**
 * The reference pages: one per exported symbol, one per source folder of a
 * package (`/core/actions`, `/common/caip`), one per package listing its
 * entry points. Returns Markdown keyed by site path; pages that land on the
 * same path (a folder named like a symbol) are joined.
 *
 * @returns {Map<string, { title: string, markdown: string[], api: true }>}
 */
export function renderApiPages({ checker, symbols, entryExports }, packages) {
  const pages = new Map()
  const add = (path, title, markdown) => {
    const page = pages.get(path)
    if (page) page.markdown.push(markdown.replace(/^# .*\n*/, ''))
    else pages.set(path, { title, markdown: [markdown], api: true })
  }
  const described = new Map()
  for (const [symbol, info] of symbols)
    described.set(symbol, {
      info,
      description: describeSymbol(symbol, checker),
    })

  for (const pkg of packages) {
    const byName = new Map()
    for (const { info } of described.values()) {
      if (info.path && !byName.has(info.name)) byName.set(info.name, info.path)
    }
    for (const { info } of described.values()) {
      if (info.path && info.pkg === pkg) byName.set(info.name, info.path)
    }
    const linkOf = (name) => byName.get(name)
    const groups = new Map()
    for (const item of described.values()) {
      const { info, description } = item
      if (info.pkg !== pkg || !info.path) continue
      add(info.path, info.name, renderSymbolPage(info, description, linkOf))
      if (info.group) {
        if (!groups.has(info.group)) groups.set(info.group, [])
        groups.get(info.group).push(item)
      }
    }
    for (const [group, items] of [...groups].sort()) {
      add(
        `${pkg.base}/${group}`,
        `${group} (${pkg.name})`,
        `# ${group}\n\nEverything \`${pkg.name}\` publishes from its \`${group}\` sources.\n\n${listing(items)}`,
      )
    }
    const index = [
      `# ${pkg.name}`,
      pkg.description,
      `Folders: ${[...groups.keys()]
        .sort()
        .map((group) => `[${group}](@latch:${pkg.base}/${group})`)
        .join(', ')}.`,
    ]
    for (const entry of pkg.entries) {
      const items = entryExports
        .get(entry.specifier)
        .map((symbol) => described.get(symbol))
      index.push(
        `## ${entry.specifier}`,
        `\`import { … } from '${entry.specifier}'\` — ${items.length} exports.`,
        listing(items),
      )
    }
    add(pkg.base, pkg.name, index.filter(Boolean).join('\n\n'))
  }
  return pages
}
