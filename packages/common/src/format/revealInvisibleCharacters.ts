// Bidi controls (LRE…RLO, LRI…PDI, LRM/RLM, ALM) reorder what follows them;
// zero-width characters hide between letters. Both can make a message read
// differently from what is signed.
const INVISIBLE =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g

/**
 * Makes bidi controls (U+202A–202E, U+2066–2069, U+200E/F, U+061C) and
 * zero-width characters (U+200B–200D, U+2060, U+FEFF) visible as
 * `⟨U+202E⟩`, so an approval screen shows a message as it is, and says
 * how many it replaced (a warning when above 0).
 *
 * @example
 * revealInvisibleCharacters('pay\u202Eevil') // { text: 'pay⟨U+202E⟩evil', count: 1 }
 */
export function revealInvisibleCharacters(text: string): {
  text: string
  count: number
} {
  let count = 0
  const out = text.replace(INVISIBLE, (char) => {
    count++
    const code = char.codePointAt(0)?.toString(16).toUpperCase() ?? ''
    return `⟨U+${code.padStart(4, '0')}⟩`
  })
  return { text: out, count }
}
