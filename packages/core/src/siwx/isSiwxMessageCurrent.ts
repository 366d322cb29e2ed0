import type { SIWXMessageData } from './types.js'

/** True while `data` is inside its notBefore / expirationTime window. */
export function isSiwxMessageCurrent(data: SIWXMessageData, now = Date.now()) {
  if (data.expirationTime && Date.parse(data.expirationTime) <= now)
    return false
  if (data.notBefore && Date.parse(data.notBefore) > now) return false
  return true
}
