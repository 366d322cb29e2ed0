/** A chain id the frame or storage gave (number, decimal or CAIP-2 eip155 string), or undefined. */
export function readChainNumber(raw: unknown): number | undefined {
  const text =
    typeof raw === 'string' && raw.startsWith('eip155:') ? raw.slice(7) : raw
  const value =
    typeof text === 'number'
      ? text
      : typeof text === 'string' && /^(0x[0-9a-f]{1,13}|\d{1,15})$/i.test(text)
        ? Number(text)
        : Number.NaN
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}
