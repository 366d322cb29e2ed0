/**
 * The language tags of an `Accept-Language` header, most wanted first
 * (`q` weights; `*` and `q=0` left out), e.g. `'de-CH, fr;q=0.8, *;q=0.1'`
 * → `['de-CH', 'fr']`.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim())
      const weight = params.find((p) => p.startsWith('q='))
      const q = weight === undefined ? 1 : Number(weight.slice(2))
      return { tag, q: Number.isFinite(q) ? q : 0, index }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}
