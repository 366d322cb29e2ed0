/**
 * Returns the raw JSON text of the top-level `"id"` member of a JSON-RPC
 * frame (`"1795…"` with its quotes, or `1795…` for a number), so a reply can
 * echo the id byte-exactly even when it is a number beyond 2^53. Returns
 * `undefined` when there is none. Never throws. Meant for frames that
 * already parsed as JSON (an unterminated string is not diagnosed).
 */
export function readRawJsonRpcId(frame: string): string | undefined {
  let depth = 0
  // String literals and brackets; everything else is skipped.
  for (const { 0: token, index } of frame.matchAll(
    /"(?:[^"\\]|\\.)*"|[{}[\]]/g,
  )) {
    if (token === '{' || token === '[') depth++
    else if (token === '}' || token === ']') depth--
    else if (depth === 1 && token === '"id"') {
      const value =
        /^\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)?/.exec(
          frame.slice(index + 4),
        )
      if (value) return value[1]
    }
  }
  return undefined
}
