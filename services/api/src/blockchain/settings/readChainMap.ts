const entry = /^(?:eip155:)?([1-9][0-9]{0,15})=(.+)$/

/**
 * Reads a per-chain list from the environment, `eip155:N=value,…` (a
 * bare chain id works too), each value checked by `parse`. Absent or
 * empty: an empty map. An entry that does not parse, or names a chain not
 * in `served`, throws an error naming the variable.
 *
 * @example
 * readChainMap({ X: 'eip155:1=http://a' }, 'X', [1], (v) => v) // Map { 1 => 'http://a' }
 */
export function readChainMap<T>(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  served: readonly number[],
  parse: (value: string) => T | undefined,
): Map<number, T> {
  const map = new Map<number, T>()
  const text = env[name]?.trim()
  if (!text) return map
  for (const part of text.split(',')) {
    const match = entry.exec(part.trim())
    const value = match ? parse(match[2]!.trim()) : undefined
    if (!match || value === undefined)
      throw new Error(
        `${name}: "${part.trim().slice(0, 100)}" is not eip155:<chain id>=<value> with a valid value.`,
      )
    const chainId = Number(match[1])
    if (!served.includes(chainId))
      throw new Error(
        `${name}: eip155:${chainId} is not one of this server's chains (${served.map((id) => `eip155:${id}`).join(', ')}).`,
      )
    map.set(chainId, value)
  }
  return map
}
