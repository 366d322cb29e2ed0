import type { ReactNode } from 'react'
import type { Latch } from './createLatch.js'
import { LatchContext } from './internal/LatchContext.js'
import { ModalHost } from './internal/ModalHost.js'
import { StyleNonceContext } from './internal/StyleNonceContext.js'

export type LatchProviderProps = {
  latch: Latch
  children?: ReactNode
  /**
   * The CSP nonce for the modal's and buttons' `<style>` elements (e.g. a
   * per-request nonce of a server-rendered page); overrides the Latch
   * instance's. Without any nonce the styles are constructed stylesheets.
   */
  nonce?: string | undefined
}

/**
 * Gives its children the Latch config and mounts the modal host. The modal
 * code itself loads lazily: on idle after mount, or when it first opens.
 * https://latch.dev/docs/react/LatchProvider
 */
export function LatchProvider({ latch, children, nonce }: LatchProviderProps) {
  return (
    <LatchContext.Provider value={latch.config}>
      <StyleNonceContext.Provider value={nonce ?? latch.nonce}>
        {children}
        <ModalHost />
      </StyleNonceContext.Provider>
    </LatchContext.Provider>
  )
}
