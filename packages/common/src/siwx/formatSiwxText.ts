import type { SiwxText } from './SiwxText.js'

/**
 * Writes a sign-in message in EIP-4361's layout (CAIP-122's for other
 * chains: the same lines with the chain's name and CAIP-2 reference). It
 * checks nothing: call `findSiwxTextProblem` first (the formatters of
 * @latch/core and @latch/protocol do).
 *
 * @example
 * formatSiwxText({ domain: 'app.example', chain: 'Ethereum', … })
 * // 'app.example wants you to sign in with your Ethereum account:\n0x…'
 */
export function formatSiwxText(text: SiwxText): string {
  const lines = [
    `${text.scheme === undefined ? '' : `${text.scheme}://`}${text.domain} wants you to sign in with your ${text.chain} account:`,
    text.address,
    '',
  ]
  // EIP-4361: the statement line is optional, the blank line after it is not.
  if (text.statement !== undefined) lines.push(text.statement)
  lines.push(
    '',
    `URI: ${text.uri}`,
    `Version: ${text.version}`,
    `Chain ID: ${text.chainId}`,
    `Nonce: ${text.nonce}`,
    `Issued At: ${text.issuedAt}`,
  )
  if (text.expirationTime !== undefined)
    lines.push(`Expiration Time: ${text.expirationTime}`)
  if (text.notBefore !== undefined) lines.push(`Not Before: ${text.notBefore}`)
  if (text.requestId !== undefined) lines.push(`Request ID: ${text.requestId}`)
  if (text.resources !== undefined)
    lines.push('Resources:', ...text.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
