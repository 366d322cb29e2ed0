const PRIVATE_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|\[::1?\]|\[f[cd][0-9a-f:]*\]|\[fe80:[0-9a-f:]*\])$/i

const isPrivate = (url: URL) => PRIVATE_HOST.test(url.hostname)

/**
 * Whether the API may fetch NFT metadata or check an image at `target`:
 * http(s) only, and a loopback or private-network host only when the
 * chain's own node is on one (a local devnet serving its own metadata),
 * so a token URI on a public chain cannot make the API call into its
 * network. Host names are judged as written, not as resolved.
 */
export function isAllowedMetadataUrl(target: string, rpcUrl: string): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.username || url.password) return false
  if (!isPrivate(url)) return true
  try {
    return isPrivate(new URL(rpcUrl))
  } catch {
    return false
  }
}
