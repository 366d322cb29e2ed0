/**
 * Returns the raw JSON text of the top-level `"id"` member of a JSON-RPC
 * frame (`"1795…"` with its quotes, or `1795…` for a number), so a reply can
 * echo the id byte-exactly even when it is a number beyond 2^53. Returns
 * `undefined` when there is none. Never throws.
 */
export function readRawJsonRpcId(frame: string): string | undefined {
  let depth = 0
  let i = 0
  const length = frame.length
  while (i < length) {
    const char = frame[i]
    if (char === '"') {
      const end = skipString(frame, i)
      if (end < 0) return undefined
      if (depth === 1 && frame.slice(i, end) === '"id"') {
        let j = skipSpace(frame, end)
        if (frame[j] !== ':') {
          i = end
          continue
        }
        j = skipSpace(frame, j + 1)
        if (frame[j] === '"') {
          const close = skipString(frame, j)
          return close < 0 ? undefined : frame.slice(j, close)
        }
        const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(frame.slice(j))
        return number ? number[0] : undefined
      }
      i = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    i++
  }
  return undefined
}

/** Index just past the string literal starting at `start`, or -1. */
function skipString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i + 1
  }
  return -1
}

function skipSpace(text: string, start: number): number {
  let i = start
  while (i < text.length && /\s/.test(text[i] as string)) i++
  return i
}
