/**
 * The code boxes after `typed` went into box `index` of `digits`: no digit
 * empties the box; one digit fills it (a second digit typed beside the
 * box's own replaces it); more (a paste, the browser's autofill) fill the
 * boxes from `index` on, or all of them from the first when they are a
 * whole code. `last`: the last box filled (`index - 1` when emptied).
 *
 * @example
 * spreadDigits(['', '', '', '', '', ''], 0, '123 456')
 * // { digits: ['1', '2', '3', '4', '5', '6'], last: 5 }
 */
export function spreadDigits(
  digits: readonly string[],
  index: number,
  typed: string,
): { digits: string[]; last: number } {
  const next = [...digits]
  let chars = typed.replace(/\D/g, '')
  const own = digits[index]
  if (own && chars.length === 2 && chars.includes(own))
    chars = chars[0] === own ? chars.slice(1) : chars.slice(0, 1)
  if (chars.length === 0) {
    next[index] = ''
    return { digits: next, last: index - 1 }
  }
  const start = chars.length >= next.length ? 0 : index
  const placed = chars.slice(0, next.length - start)
  for (const [offset, digit] of [...placed].entries())
    next[start + offset] = digit
  return { digits: next, last: start + placed.length - 1 }
}
