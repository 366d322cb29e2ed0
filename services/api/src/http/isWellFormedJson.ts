/** No lone UTF-16 surrogates (which PostgreSQL's jsonb refuses). */
const isWellFormed = (value: string) =>
  Buffer.from(value, 'utf8').toString('utf8') === value

/**
 * Whether every key and string in a parsed JSON value is well-formed
 * Unicode. `JSON.parse` accepts escaped lone surrogates (`"\ud800"`), which
 * PostgreSQL refuses in jsonb, so bodies are checked before they reach SQL.
 */
export function isWellFormedJson(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormed(value)
  if (typeof value !== 'object' || value === null) return true
  return Object.entries(value).every(
    ([key, item]) => isWellFormed(key) && isWellFormedJson(item),
  )
}
