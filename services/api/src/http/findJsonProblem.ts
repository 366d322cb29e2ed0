export type FindJsonProblemParameters = {
  /** Deepest nesting of arrays and objects accepted. @default 32 */
  maxDepth?: number | undefined
}

/** Lone UTF-16 surrogates (which PostgreSQL refuses) do not survive UTF-8. */
const isWellFormed = (value: string) =>
  Buffer.from(value, 'utf8').toString('utf8') === value

const stringProblem = (value: string) =>
  value.includes('\u0000')
    ? 'must not contain NUL characters (\\u0000)'
    : isWellFormed(value)
      ? undefined
      : 'must be valid Unicode (no lone surrogates)'

/**
 * Why a parsed JSON value cannot be accepted, or `undefined` when it can:
 * nested deeper than `maxDepth`, or a key or string holding a NUL
 * character or a lone surrogate (PostgreSQL refuses both in text and
 * jsonb, which would otherwise surface as a 500). Walks the value without
 * recursion, so any depth is safe to check.
 *
 * @example
 * findJsonProblem(JSON.parse('{"a":"\\u0000"}')) // 'must not contain NUL …'
 */
export function findJsonProblem(
  value: unknown,
  { maxDepth = 32 }: FindJsonProblemParameters = {},
): string | undefined {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (typeof item === 'string') {
      const problem = stringProblem(item)
      if (problem) return problem
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    if (depth >= maxDepth)
      return `must not be nested deeper than ${maxDepth} levels`
    if (Array.isArray(item)) {
      for (const element of item) stack.push([element, depth + 1])
      continue
    }
    for (const [key, element] of Object.entries(item)) {
      const problem = stringProblem(key)
      if (problem) return problem
      stack.push([element, depth + 1])
    }
  }
  return undefined
}
