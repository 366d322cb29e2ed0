import type { FrameEventName } from '@latch/common/embedded-protocol'
import { createFrame, type Frame } from './createFrame.js'
import { createFrameLoader, type FrameLoader } from './createFrameLoader.js'
import {
  createHostMessenger,
  type HostMessenger,
} from './createHostMessenger.js'
import type { EmbeddedWalletContext } from './types.js'

/** The SDK version the frame is told (SPEC §2 `version`). */
export const EMBEDDED_SDK_VERSION = '0.1.0'

export type OpenedFrame = {
  frame: Frame
  loader: FrameLoader
  messenger: HostMessenger
  /** Stops the loader and the messenger, and removes the frame. */
  destroy(): void
}

/**
 * Puts the hidden frame on the page (the service's /frame for this
 * project, chain and SDK version) and starts talking to it: the loader
 * waits for its start-up (SPEC §4), the messenger carries requests and
 * hands the frame's events to `onEvent`.
 */
export function openFrame(
  ctx: EmbeddedWalletContext,
  {
    chainId,
    onEvent,
    toError,
  }: {
    chainId: number
    onEvent(name: FrameEventName, payload: unknown): void
    toError(payload: unknown): Error
  },
): OpenedFrame {
  const { context, origin, authEmitter, parameters } = ctx
  const win = ctx.window ?? window
  const timings = ctx.timings ?? {}
  const query = new URLSearchParams({
    projectId: context.projectId ?? '',
    chainId: String(chainId),
    version: EMBEDDED_SDK_VERSION,
    logger: String(parameters.logger === true),
  })
  const frame = createFrame({
    document: win.document,
    src: `${parameters.url.replace(/\/+$/, '')}/frame?${query}`,
    title: parameters.title,
  })
  const loader = createFrameLoader({
    loadTimeout: timings.load,
    readyDelay: timings.ready,
    toInitError: (message) => toError({ message }),
    onFail: (error) => authEmitter.emit('error', { error }),
  })
  const messenger = createHostMessenger({
    getFrameWindow: () => ctx.frameWindow ?? frame.iframe.contentWindow,
    origin,
    target: win,
    onEvent,
    onTimeout: (error) => authEmitter.emit('error', { error }),
    toError,
  })
  return {
    frame,
    loader,
    messenger,
    destroy() {
      loader.stop()
      messenger.stop()
      frame.remove()
    },
  }
}
