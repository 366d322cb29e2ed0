import type { SIWXMessageData } from './types.js'

/** How CAIP-122 names each namespace's accounts in the first line. */
const chainNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/**
 * The text of a sign-in message. For eip155 it is EIP-4361 (the `siwe`
 * package parses it); other namespaces get the same layout with their own
 * chain name and CAIP-2 reference, as CAIP-122 describes.
 * https://latch.dev/docs/core/siwx#message
 *
 * @example
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress: '0x…', … })
 * // 'app.example wants you to sign in with your Ethereum account:\n0x…'
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const chain = chainNames[namespace] ?? namespace
  const lines = [
    `${data.domain} wants you to sign in with your ${chain} account:`,
    data.accountAddress,
    '',
  ]
  // EIP-4361: the statement line is optional, the blank line after it is not.
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length)
    lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
