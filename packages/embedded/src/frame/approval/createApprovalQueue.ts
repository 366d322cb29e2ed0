import type {
  FrameEventName,
  FrameEventPayloads,
} from '@latch/common/embedded-protocol'
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
  /**
   * Rejects the approval on screen (unless already approved) and every
   * queued one ('Signature declined'); resolves with how many.
   */
  cancelAll(): number
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
  /** Bumped by cancelAll: requests queued before it never show. */
  let generation = 0
  let waiting = 0
  let current: ApprovalView | undefined
  const runOne = async (
    request: ApprovalRequest,
    { execute, reply }: { execute: () => Promise<unknown>; reply: Reply },
    queuedIn: number,
  ) => {
    waiting--
    if (queuedIn !== generation) {
      reply.error(frameText.signatureDeclined)
      return
    }
    let view: ApprovalView | undefined
    let approved = false
    try {
      view = show(request)
      current = view
      emit('APPROVAL_OPEN', { method: request.method, title: view.title })
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
      current = undefined
      view?.destroy()
      emit('APPROVAL_CLOSE', { approved })
    }
  }
  return {
    run(request, task) {
      const queuedIn = generation
      waiting++
      const turn = tail.then(() => runOne(request, task, queuedIn))
      tail = turn.catch(() => {})
      return turn
    },
    cancelAll() {
      generation++
      return waiting + (current?.cancel() ? 1 : 0)
    },
  }
}
