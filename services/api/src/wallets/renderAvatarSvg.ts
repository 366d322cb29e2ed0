import { createHash } from 'node:crypto'

/**
 * An address's generated avatar: a diagonal gradient between two colours
 * and a soft disc, all taken from the SHA-256 of the address (an EVM
 * address lower-cased, so both spellings draw the same). The same address
 * always draws the same picture; no two colours come from a list.
 *
 * @example
 * renderAvatarSvg('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export function renderAvatarSvg(address: string): string {
  const key = address.startsWith('0x') ? address.toLowerCase() : address
  const bytes = createHash('sha256').update(key).digest()
  const hue = (i: number) => Math.round(((bytes[i] ?? 0) / 256) * 360)
  const at = (i: number) => 16 + Math.round(((bytes[i] ?? 0) / 255) * 32)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(0)} 75% 58%)"/><stop offset="1" stop-color="hsl(${hue(1)} 70% 42%)"/></linearGradient></defs><rect width="64" height="64" fill="url(#a)"/><circle cx="${at(2)}" cy="${at(3)}" r="${12 + ((bytes[4] ?? 0) % 12)}" fill="hsl(${hue(5)} 85% 72%)" opacity=".7"/></svg>`
}
