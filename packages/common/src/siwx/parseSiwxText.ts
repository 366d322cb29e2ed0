import { findSiwxTextProblem } from './findSiwxTextProblem.js'
import type { SiwxText, SiwxTextProblem } from './SiwxText.js'

export type ParseSiwxTextReturnType =
  | { text: SiwxText; problem?: undefined }
  | { text?: undefined; problem: SiwxTextProblem }

const intro = ' wants you to sign in with your '

/**
 * Reads a sign-in message by EIP-4361's grammar, strictly: the lines in
 * their order (optional ones only in theirs, each at most once), LF line
 * ends, nothing after the last field, and every field as
 * `findSiwxTextProblem` wants it. CAIP-122 messages of other chains
 * ("…with your Solana account:") share the layout. Answers the fields or
 * the first problem; never throws.
 *
 * @example
 * parseSiwxText(message).text?.nonce // '32891757'
 */
export function parseSiwxText(message: string): ParseSiwxTextReturnType {
  const refuse = (
    field: SiwxTextProblem['field'],
    reason: string,
  ): ParseSiwxTextReturnType => ({ problem: { field, reason } })
  const lines = message.split('\n')
  const first = lines[0] ?? ''
  const at = first.indexOf(intro)
  const head = /^([^ ]*) account:$/.exec(first.slice(at + intro.length))
  if (at < 0 || !head?.[1])
    return refuse(
      'message',
      'The first line must be "<domain> wants you to sign in with your <chain> account:"',
    )
  const origin = first.slice(0, at)
  const split = origin.indexOf('://')
  const text: SiwxText = {
    domain: split < 0 ? origin : origin.slice(split + 3),
    chain: head[1],
    address: lines[1] ?? '',
    uri: '',
    version: '',
    chainId: '',
    nonce: '',
    issuedAt: '',
  }
  if (split >= 0) text.scheme = origin.slice(0, split)
  if (lines[2] !== '')
    return refuse('message', 'A blank line must follow the address')
  let line = 3
  if (lines[line] !== '') text.statement = lines[line++]
  if (lines[line++] !== '')
    return refuse('statement', 'The statement must be one line')
  const take = (label: string) => {
    const value = lines[line]
    if (value?.startsWith(`${label}: `)) {
      line++
      return value.slice(label.length + 2)
    }
    return undefined
  }
  const required = [
    ['uri', 'URI'],
    ['version', 'Version'],
    ['chainId', 'Chain ID'],
    ['nonce', 'Nonce'],
    ['issuedAt', 'Issued At'],
  ] as const
  for (const [field, label] of required) {
    const value = take(label)
    if (value === undefined)
      return refuse(field, `"${label}: " must come next, on its own line`)
    text[field] = value
  }
  const expirationTime = take('Expiration Time')
  if (expirationTime !== undefined) text.expirationTime = expirationTime
  const notBefore = take('Not Before')
  if (notBefore !== undefined) text.notBefore = notBefore
  const requestId = take('Request ID')
  if (requestId !== undefined) text.requestId = requestId
  if (lines[line] === 'Resources:') {
    const resources: string[] = []
    for (line++; lines[line]?.startsWith('- '); line++)
      resources.push(lines[line]?.slice(2) ?? '')
    text.resources = resources
  }
  if (line !== lines.length)
    return refuse(
      'message',
      `Line ${line + 1} is not a field in its place (EIP-4361 order)`,
    )
  const problem = findSiwxTextProblem(text)
  return problem ? { problem } : { text }
}
