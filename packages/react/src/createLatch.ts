import {
  type Config,
  type CreateConfigParameters,
  closeModal,
  createConfig,
  type OpenModalParameters,
  openModal,
} from '@latch/core'
import { preferredLocale } from './messages/preferredLocale.js'

/** One Latch instance for React: hand it to `<LatchProvider latch={…}>`. */
export type Latch = {
  /** The core config, for calling core actions directly. */
  readonly config: Config
  /** Opens the modal; the promise settles when it closes. */
  open(options?: OpenModalParameters): Promise<void>
  close(): void
}

/**
 * Creates a Latch instance: a core config plus `open`/`close` for the
 * modal. Create it once, outside components; two instances on one page
 * share nothing. `locale` defaults to the first of the browser's languages
 * (`navigator.languages`) Latch has strings for, else English; a server
 * render should pass it (say, from the request's `Accept-Language`) so the
 * page hydrates in the same language.
 *
 * @example
 * const latch = createLatch({ projectId: 'my-app', networks: [mainnet] })
 */
export function createLatch(parameters: CreateConfigParameters): Latch {
  const config = createConfig({
    ...parameters,
    locale: parameters.locale ?? preferredLocale(),
  })
  return {
    config,
    open: (options) => openModal(config, options),
    close: () => closeModal(config),
  }
}
