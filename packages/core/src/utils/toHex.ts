/** UTF-8 text as a 0x-prefixed hex string. */
export function stringToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text))
    hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
