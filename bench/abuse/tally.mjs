// Counts outcomes by name ("3001 clientBytes", "close 1009", "429" …): what
// the attacker saw, for the report and the tests' assertions.

/**
 * @returns {{ add(key: string | number, n?: number): void, counts: Record<string, number>, total(prefix?: string): number }}
 */
export function createTally() {
  /** @type {Record<string, number>} */
  const counts = {}
  return {
    counts,
    add(key, n = 1) {
      counts[key] = (counts[key] ?? 0) + n
    },
    total(prefix = '') {
      let sum = 0
      for (const [key, n] of Object.entries(counts))
        if (key.startsWith(prefix)) sum += n
      return sum
    },
  }
}

/**
 * The tally key of a JSON-RPC answer: `ok`, or `<code> <data>`.
 * @param {{ result?: unknown, error?: { code: number, data?: unknown } }} answer
 */
export function answerKey(answer) {
  if (!answer.error) return 'ok'
  const { code, data } = answer.error
  return typeof data === 'string' ? `${code} ${data}` : String(code)
}
