import { closeModal, openModal } from '@latch/core'
import { useMemo } from 'react'
import type { OpenParameters } from '../internal/OpenParameters.js'
import { useConfig } from './useConfig.js'

export type UseLatchReturnType = {
  /**
   * Opens the modal; settles when it closes. `options.view` is one of
   * Latch's views or a component of yours, shown under `options.title`:
   * `open({ view: Settings, title: 'Settings' })`.
   */
  open(options?: OpenParameters): Promise<void>
  close(): void
}

/** Opens and closes the modal. https://latch.dev/docs/react/hooks/useLatch */
export function useLatch(): UseLatchReturnType {
  const config = useConfig()
  return useMemo(
    () => ({
      open: (options) => openModal(config, options),
      close: () => closeModal(config),
    }),
    [config],
  )
}
