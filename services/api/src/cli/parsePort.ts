/**
 * A TCP port given on the command line or in the environment: digits,
 * at most 65535 (0: any free port); else a `RangeError` 'Invalid {name}:
 * {text}'.
 */
export function parsePort(text: string, name: string): number {
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65535)
    throw new RangeError(`Invalid ${name}: ${text}`)
  return port
}
