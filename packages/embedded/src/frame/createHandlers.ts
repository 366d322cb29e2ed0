import { createEmailHandlers } from './handlers/createEmailHandlers.js'
import { createFarcasterHandlers } from './handlers/createFarcasterHandlers.js'
import { createPasskeyHandlers } from './handlers/createPasskeyHandlers.js'
import { createRpcHandler } from './handlers/createRpcHandler.js'
import { createSessionHandlers } from './handlers/createSessionHandlers.js'
import { createSettingsHandlers } from './handlers/createSettingsHandlers.js'
import type { Handlers } from './handlers/types.js'

/** Every request of `AppRequestPayloads`, one handler each (SPEC §7). */
export function createHandlers(): Handlers {
  return {
    ...createEmailHandlers(),
    ...createPasskeyHandlers(),
    ...createSessionHandlers(),
    ...createFarcasterHandlers(),
    ...createSettingsHandlers(),
    ...createRpcHandler(),
  }
}
