/** Fields of a CAIP-122 test message (Solana or Bitcoin account). */
export type Caip122TestFields = {
  chainId: string
  address: string
  nonce: string
  domain?: string
  uri?: string
  statement?: string
  version?: string
  issuedAt?: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

/**
 * A CAIP-122 sign-in text as @latch/core's `formatSiwxMessage` writes it
 * for solana / bip122 (the EIP-4361 layout with the chain's name and its
 * CAIP-2 reference), for https://app.example by default. The API's
 * parser is tested against it and the browser e2e test against core.
 */
export function caip122Message(fields: Caip122TestFields): string {
  const [namespace = '', reference = ''] = fields.chainId.split(':')
  const chain = namespace === 'solana' ? 'Solana' : 'Bitcoin'
  const lines = [
    `${fields.domain ?? 'app.example'} wants you to sign in with your ${chain} account:`,
    fields.address,
    '',
  ]
  if (fields.statement) lines.push(fields.statement)
  lines.push(
    '',
    `URI: ${fields.uri ?? 'https://app.example/login'}`,
    `Version: ${fields.version ?? '1'}`,
    `Chain ID: ${reference}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${(fields.issuedAt ?? new Date()).toISOString()}`,
  )
  if (fields.expirationTime)
    lines.push(`Expiration Time: ${fields.expirationTime.toISOString()}`)
  if (fields.notBefore)
    lines.push(`Not Before: ${fields.notBefore.toISOString()}`)
  if (fields.requestId) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources?.length)
    lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
