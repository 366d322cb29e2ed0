const whitespace = new Set([' ', '\t', '\n', '\r'])

function skipWhitespace(text: string, at: number): number {
  let i = at
  while (i < text.length && whitespace.has(text[i] as string)) i++
  return i
}

function skipString(text: string, at: number): number {
  let i = at + 1
  while (i < text.length) {
    const char = text[i]
    if (char === '\\') i += 2
    else if (char === '"') return i + 1
    else i++
  }
  return i
}

function skipValue(text: string, at: number): number {
  const first = text[at]
  if (first === '"') return skipString(text, at)
  if (first === '{' || first === '[') {
    // Iterative, so deeply nested values cannot overflow the stack.
    let depth = 0
    let i = at
    while (i < text.length) {
      const char = text[i]
      if (char === '"') {
        i = skipString(text, i)
        continue
      }
      if (char === '{' || char === '[') depth++
      else if (char === '}' || char === ']') {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
    return i
  }
  let i = at
  while (i < text.length && !',}] \t\n\r'.includes(text[i] as string)) i++
  return i
}

/**
 * Returns the source text of the top-level `"id"` member of a JSON object
 * (the last one, as `JSON.parse` keeps), or `undefined` when there is none.
 * `text` must already be known to be valid JSON. The token is echoed as is,
 * so ids above 2^53 never pass through a JS number.
 */
export function readRawId(text: string): string | undefined {
  return readLeadingId(text) ?? scanForId(text)
}

const lead = '{"id":'

/**
 * Fast path for the usual frame, `{"id":<string or number>,…`: when the
 * text has no backslash (so no escaped key can spell "id") and no other
 * `"id"`, that leading member is the only id, and its token ends where the
 * full scan would end it. Otherwise `undefined`.
 */
function readLeadingId(text: string): string | undefined {
  if (!text.startsWith(lead)) return undefined
  if (text.includes('\\') || text.includes('"id"', lead.length))
    return undefined
  const first = text[lead.length]
  if (first === '"') {
    const close = text.indexOf('"', lead.length + 1)
    return close === -1 ? undefined : text.slice(lead.length, close + 1)
  }
  if (first !== '-' && !(first !== undefined && first >= '0' && first <= '9'))
    return undefined
  return text.slice(lead.length, skipValue(text, lead.length))
}

function scanForId(text: string): string | undefined {
  let i = skipWhitespace(text, 0)
  if (text[i] !== '{') return undefined
  i++
  let raw: string | undefined
  while (i < text.length) {
    i = skipWhitespace(text, i)
    if (text[i] === '}') break
    const keyEnd = skipString(text, i)
    const key: unknown = JSON.parse(text.slice(i, keyEnd))
    i = skipWhitespace(text, keyEnd) + 1 // the colon
    i = skipWhitespace(text, i)
    const valueEnd = skipValue(text, i)
    if (key === 'id') raw = text.slice(i, valueEnd)
    i = skipWhitespace(text, valueEnd)
    if (text[i] === ',') i++
  }
  return raw
}
