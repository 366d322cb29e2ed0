import {
  type Config,
  type CreateConfigParameters,
  closeModal,
  createConfig,
  openModal,
} from '@latch/core'
import type { OpenParameters } from './internal/OpenParameters.js'
import { preferredLocale } from './messages/preferredLocale.js'

/** One Latch instance for React: hand it to `<LatchProvider latch={…}>`. */
export type Latch = {
  /** The core config, for calling core actions directly. */
  readonly config: Config
  /**
   * Opens the modal (on `options.view`: one of Latch's views, or a
   * component of yours with its `title`); the promise settles when it
   * closes.
   */
  open(options?: OpenParameters): Promise<void>
  close(): void
  /**
   * The CSP nonce the modal's and buttons' stylesheets carry (as
   * `<style nonce>`); without one they are constructed stylesheets, which
   * need no nonce.
   */
  readonly nonce?: string | undefined
}

export type CreateLatchParameters = CreateConfigParameters & {
  /**
   * A nonce of the page's `style-src`, for hosts that want the stylesheets
   * as `<style nonce>` elements (by default they are constructed
   * stylesheets, allowed by `style-src 'self'`). A per-request nonce goes
   * on `<LatchProvider nonce>` instead.
   */
  nonce?: string | undefined
}

/**
 * Creates a Latch instance: a core config plus `open`/`close` for the
 * modal. Create it once, outside components; two instances on one page
 * share nothing. `locale` defaults to the first of the browser's languages
 * (`navigator.languages`) Latch has strings for, else English; with `ssr`
 * it defaults to English on server and browser alike, so a server render
 * passes it (say, from the request's `Accept-Language`) to show another.
 *
 * @example
 * const latch = createLatch({ projectId: 'my-app', networks: [mainnet] })
 */
export function createLatch({
  nonce,
  ...parameters
}: CreateLatchParameters): Latch {
  const config = createConfig({
    ...parameters,
    // A server render has no browser to ask: both sides start in the
    // given locale (else English), so the page hydrates with the same text.
    locale:
      parameters.locale ?? (parameters.ssr ? undefined : preferredLocale()),
  })
  return {
    config,
    nonce,
    open: (options) => openModal(config, options),
    close: () => closeModal(config),
  }
}
