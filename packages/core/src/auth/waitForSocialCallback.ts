import { SOCIAL_CALLBACK_TYPE } from '@latch/common/embedded-protocol'
import { SocialLoginCancelledError } from './errors.js'

export type WaitForSocialCallbackParameters = {
  /** The popup the login runs in. */
  popup: Window
  /** The embedded-wallet service's origin (where the callback page lives). */
  origin: string
  /** The window that receives the message. @default globalThis.window */
  target?: Window | undefined
  /** How often to look whether the visitor closed the popup. @default 500 */
  pollInterval?: number | undefined
  /** Gives up (a cancel), e.g. the view's Cancel button. */
  signal?: AbortSignal | undefined
}

/**
 * Resolves with the callback URI the service's callback page posts
 * (`@latch-frame/SOCIAL_CALLBACK` `{ uri }`), accepted only from the
 * popup itself on the service's origin. Rejects with
 * SocialLoginCancelledError when the visitor closes the popup first, or
 * on `signal`'s abort.
 */
export function waitForSocialCallback(
  parameters: WaitForSocialCallbackParameters,
): Promise<string> {
  const { popup, origin, pollInterval = 500, signal } = parameters
  const target = parameters.target ?? window
  return new Promise((resolve, reject) => {
    let closedAt: number | undefined
    const finish = () => {
      target.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
      clearInterval(timer)
    }
    const onAbort = () => {
      finish()
      reject(new SocialLoginCancelledError())
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const data = event.data as
        | { latch?: unknown; type?: unknown; payload?: { uri?: unknown } }
        | null
        | undefined
      if (data?.latch !== 1 || data.type !== SOCIAL_CALLBACK_TYPE) return
      const uri = data.payload?.uri
      if (typeof uri !== 'string' || !URL.canParse(uri)) return
      finish()
      resolve(uri)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      // The callback page posts, then closes itself: give its message one
      // more round to arrive before calling this a cancel.
      closedAt ??= Date.now()
      if (Date.now() - closedAt < pollInterval) return
      finish()
      reject(new SocialLoginCancelledError())
    }, pollInterval / 2)
    target.addEventListener('message', onMessage)
    if (signal?.aborted) onAbort()
    else signal?.addEventListener('abort', onAbort)
  })
}
