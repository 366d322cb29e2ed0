import { createApprovalQueue } from './approval/createApprovalQueue.js'
import { renderApproval } from './approval/renderApproval.js'
import type { watchVisibility } from './approval/watchVisibility.js'
import {
  createFrameMessenger,
  type ParentWindow,
} from './createFrameMessenger.js'
import { createHandlers } from './createHandlers.js'
import { createRequestListener } from './createRequestListener.js'
import type { FrameContext } from './handlers/types.js'
import { readFrameConfig } from './readFrameConfig.js'
import { resolveParentOrigin } from './resolveParentOrigin.js'
import {
  createFrameStorage,
  type KeyValueStorage,
} from './service/createFrameStorage.js'
import { createServiceClient } from './service/createServiceClient.js'
import { frameText } from './text.js'
import { frameVersion } from './version.js'

export type StartFrameOptions = {
  window: Window
  /** @default window.parent */
  parent?: ParentWindow
  /** The embedding page's origin as the browser reports it; tests set it. */
  ancestorOrigin?: string
  /** @default window.fetch */
  fetch?: typeof globalThis.fetch
  /** @default window.localStorage (when readable) */
  storage?: KeyValueStorage | undefined
  /** @default 500 */
  armDelayMs?: number
  watchVisibility?: typeof watchVisibility
}

export type StartFrameReturnType =
  | { status: 'listening'; origin: string; stop(): void }
  | { status: 'init-error'; message: string }
  | { status: 'refused' }

function localStorageOf(window: Window): KeyValueStorage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * Starts the secure frame: reads the config the service put in the page,
 * pins the parent origin (only an allowed one), listens for requests and
 * posts READY — or INIT_ERROR for a config error, or nothing at all for a
 * parent the project does not allow.
 */
export function startFrame(options: StartFrameOptions): StartFrameReturnType {
  const { window } = options
  const { document } = window
  const parent = options.parent ?? window.parent
  const result = readFrameConfig(document)
  const origin = resolveParentOrigin({
    location:
      options.ancestorOrigin === undefined
        ? window.location
        : { ancestorOrigins: [options.ancestorOrigin] },
    referrer: document.referrer,
    isTop: options.ancestorOrigin === undefined && parent === window,
    origins: result.ok ? result.config.origins : result.origins,
  })
  if (!origin) return { status: 'refused' }
  if (!result.ok) {
    createFrameMessenger({ parent, origin }).emit('INIT_ERROR', {
      message: result.message,
    })
    return { status: 'init-error', message: result.message }
  }
  const { config } = result
  // With `logger=true` each line also goes to the page's log (a LOG
  // event, posted by a messenger that does not log itself).
  const logPoster = createFrameMessenger({ parent, origin })
  const log = config.logger
    ? (line: string) => {
        console.debug(`[latch-frame] ${line}`)
        logPoster.emit('LOG', { line })
      }
    : undefined
  const messenger = createFrameMessenger({ parent, origin, log })
  const storage = createFrameStorage({
    storage: 'storage' in options ? options.storage : localStorageOf(window),
    projectId: config.projectId,
  })
  const root = document.getElementById('app') ?? document.body
  const state: FrameContext['state'] = {
    email: undefined,
    dapp: undefined,
    text: frameText,
    textLoading: Promise.resolve(),
  }
  const context: FrameContext = {
    config,
    origin,
    storage,
    messenger,
    state,
    document,
    service: createServiceClient({
      serviceUrl: config.serviceUrl ?? window.location.origin,
      fetch: options.fetch ?? window.fetch.bind(window),
      projectId: config.projectId,
      origin,
      storage,
      onSessionEnded: (message) => messenger.emit('SESSION_ENDED', { message }),
    }),
    approvals: createApprovalQueue({
      emit: messenger.emit,
      show: (request) =>
        renderApproval({
          document,
          root,
          request,
          dapp: state.dapp,
          text: state.text,
          origin,
          onHeight: (height) => messenger.emit('APPROVAL_SIZE', { height }),
          ...(options.armDelayMs === undefined
            ? {}
            : { armDelayMs: options.armDelayMs }),
          ...(options.watchVisibility
            ? { watchVisibility: options.watchVisibility }
            : {}),
        }),
    }),
    reload: () => window.location.reload(),
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }
  const listener = createRequestListener({
    parent,
    origin,
    handlers: createHandlers(),
    context,
    log,
  })
  window.addEventListener('message', listener)
  messenger.emit('READY', { version: frameVersion })
  return {
    status: 'listening',
    origin,
    stop: () => window.removeEventListener('message', listener),
  }
}
