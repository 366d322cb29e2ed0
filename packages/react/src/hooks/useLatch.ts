import { closeModal, type OpenModalParameters, openModal } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'

export type UseLatchReturnType = {
  /** Opens the modal; settles when it closes. */
  open(options?: OpenModalParameters): Promise<void>
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
