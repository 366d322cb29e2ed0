import { useLocale } from '@latch/react'
import { useId } from 'react'
import { messages } from './messages.js'

/** Each language by its own name (the demo page itself stays English). */
const languages = [
  ['en', 'English'],
  ['ar', 'العربية'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['he', 'עברית'],
  ['hi', 'हिन्दी'],
  ['ja', '日本語'],
  ['pt-BR', 'Português (Brasil)'],
  ['zh-CN', '简体中文'],
] as const

/**
 * The modal's language (`setLocale`), which the embedded wallet's
 * approval screen follows too.
 */
export function LanguageSelect() {
  const id = useId()
  const { locale, setLocale } = useLocale()
  return (
    <label htmlFor={id} className="language">
      {messages.language}{' '}
      <select
        id={id}
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
      >
        {languages.map(([tag, name]) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
