import { ProtocolError } from '@latch/common'
import {
  decodeRecap,
  formatStatementFromRecap,
  getRecapFromResources,
} from '../engine/auth/recap.js'
import type { Cacao } from '../types/auth.js'

export type FormatAuthMessageParameters = {
  /** The CAIP-122 payload (an AuthPayload or a CACAO's `p`). */
  request: Omit<Cacao['p'], 'iss'> & { uri?: string | undefined }
  /** `did:pkh:eip155:<chain>:<address>`. */
  iss: string
}

const namespaceNames: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/**
 * The SIWE / CAIP-122 message a wallet signs for one-click auth, byte-equal
 * to the official SDK's `formatMessage` (a recap in the last resource adds
 * the "I further authorize…" sentence to the statement).
 *
 * @example
 * const message = formatAuthMessage({ request: authPayload, iss: `did:pkh:eip155:1:${address}` })
 */
export function formatAuthMessage({
  request,
  iss,
}: FormatAuthMessageParameters): string {
  const segments = iss.split(':')
  // `did:pkh:<namespace>:<chainId>:<address>` or `<namespace>:<chainId>:…`
  const [namespace, chainId] = iss.includes('did:pkh:')
    ? segments.slice(2)
    : segments
  const address = segments.at(-1)
  if (!namespace || !chainId || !address)
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `Invalid issuer: ${iss}`,
    })
  const uri = request.aud || request.uri
  if (!uri)
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: 'Either `aud` or `uri` is required to construct the message',
    })
  let statement = request.statement || undefined
  const recap = getRecapFromResources(request.resources)
  if (recap) statement = formatStatementFromRecap(statement, decodeRecap(recap))
  if (statement && /\r|\n/.test(statement))
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: 'Statement must not contain line breaks',
    })
  // Every other field is one line too: a line break would write fields of
  // its own into the text the wallet signs.
  const fields = {
    domain: request.domain,
    address,
    uri,
    version: request.version,
    chainId,
    nonce: request.nonce,
    iat: request.iat,
    exp: request.exp,
    nbf: request.nbf,
    requestId: request.requestId,
  }
  for (const [name, value] of [
    ...Object.entries(fields),
    ...(request.resources ?? []).map((r) => ['resources', r] as const),
  ])
    if (typeof value === 'string' && /[\r\n\u2028\u2029]/.test(value))
      throw new ProtocolError('MISSING_OR_INVALID', {
        context: `${name} must not contain line breaks`,
      })
  return [
    `${request.domain} wants you to sign in with your ${namespaceNames[namespace] ?? namespace} account:`,
    address,
    '',
    statement,
    '',
    `URI: ${uri}`,
    `Version: ${request.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${request.iat}`,
    request.exp ? `Expiration Time: ${request.exp}` : undefined,
    request.nbf ? `Not Before: ${request.nbf}` : undefined,
    request.requestId ? `Request ID: ${request.requestId}` : undefined,
    request.resources
      ? `Resources:${request.resources.map((resource) => `\n- ${resource}`).join('')}`
      : undefined,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}
