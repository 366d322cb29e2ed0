import { revealInvisibleCharacters } from '../format/revealInvisibleCharacters.js'
import type { DescriptionRow } from './RequestDescription.js'

/**
 * Makes invisible and text-direction characters visible in each label and
 * value of rows a screen adds itself (the describers reveal what they
 * decode), and counts them: a screen warns when `count` is above 0.
 *
 * @example
 * revealDetails([{ label: 'Method', value: 'x\u202E' }])
 * // { details: [{ label: 'Method', value: 'x⟨U+202E⟩' }], count: 1 }
 */
export function revealDetails(details: readonly DescriptionRow[]): {
  details: DescriptionRow[]
  count: number
} {
  let count = 0
  const reveal = (text: string) => {
    const revealed = revealInvisibleCharacters(text)
    count += revealed.count
    return revealed.text
  }
  return {
    details: details.map((row) => ({
      ...row,
      label: reveal(row.label),
      value: reveal(row.value),
    })),
    count,
  }
}
