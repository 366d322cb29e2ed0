import {
  InvalidPermissionsRequestError,
  type PermissionsRequest,
  parsePermissionsRequest as parse,
} from '@latch/common/smart-account'
import { embeddedErrors } from '../http/EmbeddedError.js'

export type { PermissionsRequest }

/**
 * `parsePermissionsRequest` of `@latch/common/smart-account` (the one the
 * dev wallet grants with too), its refusal as a 400 saying why.
 */
export function parsePermissionsRequest(
  value: unknown,
  options: { chainId: number; now: number },
): PermissionsRequest {
  try {
    return parse(value, options)
  } catch (error) {
    if (error instanceof InvalidPermissionsRequestError)
      throw embeddedErrors.badRequest(error.details)
    throw error
  }
}
