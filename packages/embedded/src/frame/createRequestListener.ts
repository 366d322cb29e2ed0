import type { AppRequestName } from '@latch/common/embedded-protocol'
import type {
  FrameContext,
  Handler,
  Handlers,
  Reply,
} from './handlers/types.js'
import { parseEnvelope } from './parseEnvelope.js'
import { FrameServiceError } from './service/FrameServiceError.js'
import { frameText } from './text.js'

/**
 * The frame's `message` listener. It takes only messages from the parent
 * window (`event.source`) at the pinned origin (`event.origin`) that are
 * well-formed requests; everything else is ignored without a reply or an
 * exception. Each request id is answered exactly once; a second request
 * with an id still in progress is ignored.
 */
export function createRequestListener({
  parent,
  origin,
  handlers,
  context,
  log,
}: {
  parent: unknown
  origin: string
  handlers: Handlers
  context: FrameContext
  log?: ((line: string) => void) | undefined
}): (event: MessageEvent) => void {
  const inProgress = new Set<string>()
  return (event) => {
    try {
      // No parent (PARENT_NOT_SET): nobody may ask, not even a null source.
      if (!parent || event.source !== parent || event.origin !== origin) return
      const request = parseEnvelope(event.data)
      if (!request || inProgress.has(request.id)) return
      const { name, id, payload } = request
      log?.(`← ${name}`)
      inProgress.add(id)
      let replied = false
      const reply: Reply = {
        success(result) {
          if (replied) return
          replied = true
          context.messenger.success(name, id, result)
        },
        error(message) {
          if (replied) return
          replied = true
          context.messenger.error(name, id, message)
        },
      }
      const handler = handlers[name] as Handler<AppRequestName>
      Promise.resolve()
        .then(() => handler(payload, context, reply))
        .then(
          (result) => reply.success(result),
          (error: unknown) =>
            reply.error(
              error instanceof FrameServiceError
                ? error.message
                : frameText.somethingWentWrong,
            ),
        )
        .finally(() => inProgress.delete(id))
    } catch {
      // Never let a message break the frame.
    }
  }
}
