import type { FrameUser } from '@latch/common/embedded-protocol'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import type { FrameContext } from './types.js'

/**
 * The `FrameUser` reply from a service answer `{ user }` (or a login answer
 * `{ token, expiresAt, user }`, whose token is stored first), with the
 * chain the host last switched to.
 */
export function toFrameUser(
  data: Record<string, unknown>,
  { storage, config }: Pick<FrameContext, 'storage' | 'config'>,
): FrameUser {
  if (typeof data.token === 'string' && data.token)
    storage.setToken(data.token, data.expiresAt)
  const user = data.user
  if (typeof user !== 'object' || user === null)
    throw new FrameServiceError({
      message: frameText.somethingWentWrong,
      code: 'bad_answer',
    })
  return {
    ...(user as Omit<FrameUser, 'chainId'>),
    chainId: storage.getChainId() ?? config.chainId ?? 1,
  }
}
