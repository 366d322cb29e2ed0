import { isAuthConnector } from '../../auth/isAuthConnector.js'
import type { FrameRect } from '../../auth/types.js'
import type { Config } from '../../types/config.js'

export type ShowEmbeddedFrameParameters = {
  /** Where to show the frame (viewport pixels); undefined hides it. */
  rect: FrameRect | undefined
}

/**
 * Shows the embedded wallet's secure frame over a box of the page, fully
 * visible (the frame refuses approvals while covered), or hides it. The
 * ApproveTransaction view calls it with its placeholder's
 * `getBoundingClientRect()` and with undefined when it goes away.
 * https://latch.dev/docs/core/actions/showEmbeddedFrame
 *
 * @example
 * showEmbeddedFrame(config, { rect: box.getBoundingClientRect() })
 */
export function showEmbeddedFrame(
  config: Config,
  parameters: ShowEmbeddedFrameParameters,
): void {
  const connector = config.state.connectors.find(isAuthConnector)
  const rect = parameters.rect
  connector?.showFrame(
    rect
      ? {
          top: rect.top,
          left: rect.left,
          width: rect.width,
          height: rect.height,
        }
      : undefined,
  )
}
