import { getEmbeddedError } from '@latch/core'
import { providerError } from './providerError.js'

/**
 * The page's error for a frame's error payload (`{ message }`): a
 * rejection inside the frame is EIP-1193 4001, anything else the core's
 * typed embedded-wallet error for this page and project.
 */
export function toFrameError(
  payload: unknown,
  page: { origin: string; projectId: string | undefined },
): Error {
  const message = (payload as { message?: unknown } | null)?.message
  if (message === 'Signature declined') return providerError(4001, message)
  return getEmbeddedError({
    message,
    origin: page.origin,
    projectId: page.projectId,
  })
}
