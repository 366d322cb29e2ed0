import { findSiwxTextProblem, formatSiwxText } from '@latch/common'
import { SiwxInvalidMessageError } from './messageErrors.js'
import type { SIWXMessageData } from './types.js'

/** How CAIP-122 names each namespace's accounts in the first line. */
const chainNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

export type FormatSiwxMessageErrorType = SiwxInvalidMessageError

/**
 * The text of a sign-in message. For eip155 it is EIP-4361 (the `siwe`
 * package parses it); other namespaces get the same layout with their own
 * chain name and CAIP-2 reference, as CAIP-122 describes. Every field is
 * checked against EIP-4361's grammar first (`findSiwxTextProblem`, the one
 * latch-api parses with): a bad domain, URI, statement (a line break would
 * add fields), nonce, date or resource throws `SiwxInvalidMessageError`,
 * so nothing malformed reaches a wallet.
 * https://latch.dev/docs/core/siwx#message
 *
 * @example
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress: '0x…', … })
 * // 'app.example wants you to sign in with your Ethereum account:\n0x…'
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const [namespace = '', reference = ''] = String(data.chainId ?? '').split(':')
  const text = {
    scheme: data.scheme,
    domain: data.domain,
    chain: chainNames[namespace] ?? namespace,
    address: data.accountAddress,
    // EIP-4361: the statement line is optional; an empty one is left out.
    statement: data.statement || undefined,
    uri: data.uri,
    version: data.version,
    chainId: reference,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime || undefined,
    notBefore: data.notBefore || undefined,
    requestId: data.requestId || undefined,
    resources: data.resources?.length ? data.resources : undefined,
  }
  const problem = findSiwxTextProblem(text)
  if (problem) throw new SiwxInvalidMessageError(problem)
  return formatSiwxText(text)
}
