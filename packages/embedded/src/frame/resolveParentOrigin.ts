import { isOriginAllowed } from '@latch/common'

/**
 * The origin of the page embedding the frame, if the project allows it.
 * Chromium and Safari tell it through `location.ancestorOrigins`; elsewhere
 * the referrer's origin is used (the browser sets it, and the page cannot
 * embed the frame at all unless CSP `frame-ancestors` lists its origin).
 * `undefined` when the frame is not embedded, the origin is unknown, or it
 * does not match `origins` (without `origins`, only the first two checks).
 */
export function resolveParentOrigin({
  location,
  referrer,
  isTop,
  origins,
}: {
  location: { ancestorOrigins?: ArrayLike<string> | undefined }
  referrer: string
  /** `window.parent === window`: nothing embeds the frame. */
  isTop: boolean
  origins: readonly string[] | undefined
}): string | undefined {
  if (isTop) return undefined
  let origin: string | undefined = location.ancestorOrigins?.[0]
  if (origin === undefined && referrer) {
    try {
      origin = new URL(referrer).origin
    } catch {}
  }
  if (!origin || origin === 'null') return undefined
  if (origins && !isOriginAllowed(origin, origins)) return undefined
  return origin
}
