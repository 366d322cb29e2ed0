import type {
  FrameEventName,
  FrameEventPayloads,
} from '../../protocol/messages.js'
import type { Reply } from '../handlers/types.js'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import type { ApprovalRequest, ApprovalView } from './renderApproval.js'

export type ApprovalQueue = {
  /**
   * Waits for its turn (one approval at a time), sends APPROVAL_OPEN, shows
   * the screen; on Approve runs `execute` and replies its result (or its
   * error), on Reject replies 'Signature declined'; then APPROVAL_CLOSE.
   */
  run(
    request: ApprovalRequest,
    task: { execute: () => Promise<unknown>; reply: Reply },
  ): Promise<void>
}

/** The approval queue of one frame. */
export function createApprovalQueue({
  emit,
  show,
}: {
  emit: <name extends FrameEventName>(
    name: name,
    payload: FrameEventPayloads[name],
  ) => void
  /** Renders the screen (renderApproval with the frame's document). */
  show: (request: ApprovalRequest) => ApprovalView
}): ApprovalQueue {
  let tail: Promise<void> = Promise.resolve()
  const runOne = async (
    request: ApprovalRequest,
    { execute, reply }: { execute: () => Promise<unknown>; reply: Reply },
  ) => {
    emit('APPROVAL_OPEN', { method: request.method })
    let view: ApprovalView | undefined
    let approved = false
    try {
      view = show(request)
      approved = await view.decision
      if (!approved) reply.error(frameText.signatureDeclined)
      else {
        view.setBusy()
        reply.success(await execute())
      }
    } catch (error) {
      reply.error(
        error instanceof FrameServiceError
          ? error.message
          : frameText.somethingWentWrong,
      )
    } finally {
      view?.destroy()
      emit('APPROVAL_CLOSE', { approved })
    }
  }
  return {
    run(request, task) {
      const turn = tail.then(() => runOne(request, task))
      tail = turn.catch(() => {})
      return turn
    },
  }
}
