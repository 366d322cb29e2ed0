import { ApiError } from '../../errors/ApiError.js'
import { findJsonProblem } from '../../http/findJsonProblem.js'
import { isSafeWebUrl } from '../../http/isSafeWebUrl.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/**
 * Input checks on the signed `message` of POST /v1/profile/account that
 * `registerName` does not make: the message JSON must hold no NUL
 * characters or lone surrogates (PostgreSQL refuses them in jsonb: 400
 * `INVALID_BODY`, never a 500), and an `avatar` attribute must be an
 * https: URL (`isSafeWebUrl`; 400 `INVALID_AVATAR`), never `javascript:`
 * or `data:`. A message that is not a JSON object is left to
 * `registerName`, which explains what it expects.
 */
export function checkProfileMessage(body: { message?: unknown }): void {
  if (typeof body.message !== 'string' || body.message.length > 4_096) return
  let message: unknown
  try {
    message = JSON.parse(body.message)
  } catch {
    return
  }
  const problem = findJsonProblem(message, { maxDepth: 4 })
  if (problem)
    throw new BlockchainApiError(400, 'INVALID_BODY', `message ${problem}.`)
  const avatar = (message as { attributes?: { avatar?: unknown } } | null)
    ?.attributes?.avatar
  if (avatar !== undefined && !isSafeWebUrl(avatar))
    throw new ApiError(
      400,
      'INVALID_AVATAR',
      'attributes.avatar must be an https: URL (http: only for localhost); javascript: and data: URLs are refused.',
    )
}
