/** One line of an approval screen: a label and its value, plain text. */
export type DescriptionRow = {
  label: string
  value: string
  /** Preformatted: several lines, kept as they are. */
  block?: boolean | undefined
  /** Shown in the warning colour. */
  warning?: boolean | undefined
}

/**
 * What an approval screen shows for a request, worded from a message
 * catalogue: the title, the rows, and what should make the user stop and
 * read (shown before the rows).
 */
export type RequestDescription = {
  title: string
  details: DescriptionRow[]
  warnings: string[]
}

/** Bidi controls and zero-width characters a describer made visible. */
export type InvisibleCharactersWarning = {
  kind: 'invisibleCharacters'
  count: number
}
