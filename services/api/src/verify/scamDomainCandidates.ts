/**
 * The scam-list entries that would cover a host: the host itself and each
 * parent domain (`a.b.example` → `a.b.example`, `b.example`, `example`).
 * An IP address only matches itself.
 *
 * @example
 * scamDomainCandidates('app.evil.example') // ['app.evil.example', 'evil.example', 'example']
 */
export function scamDomainCandidates(host: string): string[] {
  const name = host.toLowerCase().replace(/\.$/, '')
  if (!name) return []
  if (name.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name))
    return [name]
  const labels = name.split('.')
  return labels.map((_, i) => labels.slice(i).join('.')).filter(Boolean)
}
