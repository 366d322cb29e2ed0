import type { EmbeddedApproval } from '../../auth/types.js'
import type { Config } from '../../types/config.js'

/**
 * The request the embedded wallet's frame shows for approval, if any
 * (the ApproveTransaction view shows the frame while this is set).
 * https://latch.dev/docs/core/actions/getEmbeddedApproval
 *
 * @example
 * getEmbeddedApproval(config)?.method // 'personal_sign'
 */
export function getEmbeddedApproval(
  config: Config,
): EmbeddedApproval | undefined {
  return config.state.embeddedApproval
}
