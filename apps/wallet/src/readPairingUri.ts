/**
 * The wc: URI a link opened the wallet with: `/?uri=wc:…` or `/wc?uri=wc:…`
 * (the deep-link form). Undefined when there is none.
 */
export function readPairingUri(location: {
  search: string
}): string | undefined {
  const uri = new URLSearchParams(location.search).get('uri')?.trim()
  return uri?.startsWith('wc:') ? uri : undefined
}
