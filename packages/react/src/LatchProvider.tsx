import type { ReactNode } from 'react'
import type { Latch } from './createLatch.js'
import { LatchContext } from './internal/LatchContext.js'
import { LocaleProvider } from './internal/LocaleProvider.js'
import { ModalHost } from './internal/ModalHost.js'

export type LatchProviderProps = {
  latch: Latch
  children?: ReactNode
}

/**
 * Gives its children the Latch config and mounts the modal host. The modal
 * code itself loads lazily: on idle after mount, or when it first opens;
 * so does the catalogue of a language other than English.
 * https://latch.dev/docs/react/LatchProvider
 */
export function LatchProvider({ latch, children }: LatchProviderProps) {
  return (
    <LatchContext.Provider value={latch.config}>
      <LocaleProvider>
        {children}
        <ModalHost />
      </LocaleProvider>
    </LatchContext.Provider>
  )
}
