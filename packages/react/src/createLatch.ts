import {
  type Config,
  type CreateConfigParameters,
  closeModal,
  createConfig,
  type OpenModalParameters,
  openModal,
} from '@latch/core'

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
 * share nothing.
 *
 * @example
 * const latch = createLatch({ projectId: 'my-app', networks: [mainnet] })
 */
export function createLatch(parameters: CreateConfigParameters): Latch {
  const config = createConfig(parameters)
  return {
    config,
    open: (options) => openModal(config, options),
    close: () => closeModal(config),
  }
}
