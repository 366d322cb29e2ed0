import { isOriginAllowed } from '@latch/common'
import { checkSiwxAddress } from './checkSiwxAddress.js'
import { parseSiwxMessage, type SiwxNamespace } from './parseSiwxMessage.js'
import type { SiwxMessageData } from './SiwxSession.js'
import { siwxError } from './siwxErrors.js'

export type CheckSiwxMessageParameters = {
  /** The EIP-4361 / CAIP-122 message as signed. */
  message: string
  /**
   * The request's `Origin` header (already checked against the project by
   * `projectMiddleware`); `undefined` for requests without one (servers).
   */
  origin: string | undefined
  /** The project's allowed origin patterns. */
  allowedOrigins: readonly string[]
  /** CAIP-2 ids of the chains the API serves. */
  chainIds: ReadonlySet<string>
  /** How far `issuedAt` may be in the future, seconds. */
  clockSkewSeconds: number
  /** Epoch ms. */
  now: number
}

const parseUrl = (text: string) => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/**
 * Reads a sign-in message (`parseSiwxMessage`: EIP-4361's strict grammar;
 * CAIP-122 on solana and bip122: the required fields, version 1, RFC 3339
 * times that exist) and checks everything but the nonce and the
 * signature: the domain and uri against the request's Origin (or, without one,
 * the project's allowed origins), a served chain, the address for its
 * chain (`checkSiwxAddress`), `issuedAt` at most `clockSkewSeconds` ahead,
 * `notBefore` reached, `expirationTime` not passed. Throws `siwxError`s;
 * returns the fields as `SiwxSession.data`, the CAIP-2 chain id and the
 * namespace.
 */
export function checkSiwxMessage({
  message,
  origin,
  allowedOrigins,
  chainIds,
  clockSkewSeconds,
  now,
}: CheckSiwxMessageParameters): {
  data: SiwxMessageData
  chainId: string
  namespace: SiwxNamespace
} {
  const fields = parseSiwxMessage(message)
  const { address, domain, uri, version, chainId, nonce, issuedAt } = fields
  const uriUrl = parseUrl(uri)
  if (!uriUrl || uriUrl.origin === 'null')
    throw siwxError('SIWX_URI_MISMATCH', 'URI must be an http(s) URL')

  // With an Origin (a browser), the page that asked is the one named; a
  // server calling without one may name any allowed page of the project.
  const page = origin ? parseUrl(origin) : undefined
  const host = domain.toLowerCase()
  if (page) {
    if (host !== page.host)
      throw siwxError(
        'SIWX_DOMAIN_MISMATCH',
        `The message's domain must be ${page.host}, the host of the page signing in`,
      )
    if (fields.scheme && `${fields.scheme}:` !== page.protocol)
      throw siwxError('SIWX_DOMAIN_MISMATCH', "The message's scheme differs")
    if (uriUrl.origin !== page.origin)
      throw siwxError(
        'SIWX_URI_MISMATCH',
        `The message's URI must be on ${page.origin}, the page signing in`,
      )
  } else {
    if (uriUrl.host !== host)
      throw siwxError(
        'SIWX_DOMAIN_MISMATCH',
        "The message's domain must be its URI's host",
      )
    if (fields.scheme && `${fields.scheme}:` !== uriUrl.protocol)
      throw siwxError('SIWX_DOMAIN_MISMATCH', "The message's scheme differs")
    if (!isOriginAllowed(uriUrl.origin, allowedOrigins))
      throw siwxError(
        'SIWX_URI_MISMATCH',
        "The message's URI is not an allowed origin of the project",
      )
  }
  if (!chainIds.has(chainId))
    throw siwxError(
      'SIWX_UNSUPPORTED_CHAIN',
      `Chain ${chainId} is not served by this API`,
    )
  checkSiwxAddress(fields)
  if (issuedAt.getTime() > now + clockSkewSeconds * 1000)
    throw siwxError('SIWX_NOT_YET_VALID', 'Issued At is in the future')
  if (fields.notBefore && fields.notBefore.getTime() > now)
    throw siwxError('SIWX_NOT_YET_VALID', 'Not Before is not reached yet')
  if (fields.expirationTime && fields.expirationTime.getTime() <= now)
    throw siwxError('SIWX_EXPIRED', 'The message has expired')
  const iso = (date: Date | undefined) => date?.toISOString()
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId,
    domain,
    uri,
    version,
    nonce,
    issuedAt: issuedAt.toISOString(),
  }
  if (fields.statement) data.statement = fields.statement
  const expirationTime = iso(fields.expirationTime)
  if (expirationTime) data.expirationTime = expirationTime
  const notBefore = iso(fields.notBefore)
  if (notBefore) data.notBefore = notBefore
  if (fields.requestId) data.requestId = fields.requestId
  if (fields.resources?.length) data.resources = fields.resources
  return { data, chainId, namespace: fields.namespace }
}
