import {
  FRAME_PREFIX,
  type FrameEnvelope,
  type FrameEventName,
  type FrameEventPayloads,
} from '@latch/common/embedded-protocol'
import { randomId } from './randomId.js'

/** The part of `window.parent` the frame uses. */
export type ParentWindow = {
  postMessage(message: unknown, targetOrigin: string): void
}

export type FrameMessenger = {
  /** `@latch-frame/NAME_SUCCESS` with the result, to the request's id. */
  success(name: string, id: string, result: unknown): void
  /** `@latch-frame/NAME_ERROR` with `{ message }`, to the request's id. */
  error(name: string, id: string, message: string): void
  /** A frame event (`READY`, `APPROVAL_OPEN`, …) with a fresh id. */
  emit<name extends FrameEventName>(
    name: name,
    payload: FrameEventPayloads[name],
  ): void
}

/** SPEC §8's internal text: the frame has no parent window to post to. */
export const PARENT_NOT_SET = 'W3mFrame: parent is not set'

/**
 * Posts the frame's messages to the parent, always with the pinned parent
 * origin as target (never `'*'`). A post that fails (a result that cannot be
 * cloned, a parent gone) is dropped: the host times the request out. With
 * no parent at all (a frame whose element was removed), nothing is posted
 * and the log says 'W3mFrame: parent is not set'.
 */
export function createFrameMessenger({
  parent,
  origin,
  log,
}: {
  parent: ParentWindow | null | undefined
  origin: string
  log?: ((line: string) => void) | undefined
}): FrameMessenger {
  const post = (type: string, id: string, payload: unknown) => {
    if (!parent) {
      log?.(`→ ${type} not posted: ${PARENT_NOT_SET}`)
      return
    }
    const envelope: FrameEnvelope = { latch: 1, type, id, payload }
    try {
      parent.postMessage(envelope, origin)
      log?.(`→ ${type}`)
    } catch {
      log?.(`→ ${type} could not be posted`)
    }
  }
  return {
    success: (name, id, result) =>
      post(`${FRAME_PREFIX}${name}_SUCCESS`, id, result),
    error: (name, id, message) =>
      post(`${FRAME_PREFIX}${name}_ERROR`, id, { message }),
    emit: (name, payload) =>
      post(`${FRAME_PREFIX}${name}`, randomId(), payload),
  }
}
