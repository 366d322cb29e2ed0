// A pseudo-locale (en-XA) made from the English catalogue at test time,
// never shipped: every letter accented, each message ~40 % longer and
// wrapped in ⟦…⟧ inside a bidi isolate (FSI…PDI), placeholders and
// plural syntax kept. A string on screen without its marks did not come
// from the catalogue.
import { embeddedMessages } from '../../../packages/react/src/messages/embeddedMessages.js'
import { embeddedViewMessages } from '../../../packages/react/src/messages/embeddedViewMessages.js'
import { en } from '../../../packages/react/src/messages/en.js'
import { namespaceMessages } from '../../../packages/react/src/messages/namespaceMessages.js'
import { viewMessages } from '../../../packages/react/src/messages/viewMessages.js'

const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map(
    (letter, i) => [
      letter,
      [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
    ],
  ),
)

/** Letters only, accented: what a pseudo-localized text looks like. */
export const accented = (text: string) =>
  [...text].map((c) => accents[c] ?? c).join('')

/** Every accented letter, to tell pseudo text from other text. */
export const pseudoLetters = new Set(Object.values(accents))

// `{n, plural, one {…} other {…}}` (its cases' texts are words) or `{x}`.
const placeholder = /(\{\w+,\s*plural,(?:\s*=?\w+\s*\{[^{}]*\})+\s*\}|\{\w+\})/

function words(text: string): string {
  return text
    .split(placeholder)
    .map((part, i) =>
      i % 2 === 0
        ? accented(part)
        : part.replace(/(=?\w+\s*\{)([^{}]*)\}/g, (_, head, body) =>
            head.includes(',')
              ? `${head}${body}}`
              : `${head}${accented(body)}}`,
          ),
    )
    .join('')
}

/** One message in en-XA. */
function pseudoLocalize(text: string): string {
  const padding = '·'.repeat(Math.ceil(text.length * 0.4))
  return `\u2068⟦${words(text)}${padding}⟧\u2069`
}

/** Every English message of the modal, by key. */
export const english = {
  ...en,
  ...viewMessages,
  ...embeddedMessages,
  ...embeddedViewMessages,
  ...namespaceMessages,
}

/** The whole catalogue in en-XA, as a catalogue chunk (an ES module). */
export function pseudoCatalogueModule(): string {
  const catalogue = Object.fromEntries(
    Object.entries(english).map(([key, text]) => [key, pseudoLocalize(text)]),
  )
  return `export default ${JSON.stringify(catalogue)}\n`
}
