import { hydrate, type InitialState } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import type { Latch } from './createLatch.js'
import { LatchContext } from './internal/LatchContext.js'
import { LocaleProvider } from './internal/LocaleProvider.js'
import { ModalHost } from './internal/ModalHost.js'
import { StyleNonceContext } from './internal/StyleNonceContext.js'

export type LatchProviderProps = {
  latch: Latch
  /**
   * Server rendering: the state the server rendered, from
   * `cookieToInitialState(latch.config, cookie)` (with `ssr: true` and
   * `cookieStorage()` in createLatch). Read on the first render only.
   */
  initialState?: InitialState | undefined
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
 * code itself loads lazily: on idle after mount, or when it first opens;
 * so does the catalogue of a language other than English.
 * With a server-rendered config (`ssr: true`) it puts `initialState` in
 * before the first render and starts the config after it, so the browser's
 * first render is the server's HTML.
 * https://latch.dev/docs/react/LatchProvider
 */
export function LatchProvider({
  latch,
  initialState,
  children,
  nonce,
}: LatchProviderProps) {
  // The server's state goes in before the first render (once);
  useState(() => hydrate(latch.config, { initialState }))
  // the config starts after it.
  useEffect(() => hydrate(latch.config).onMount(), [latch.config])
  return (
    <LatchContext.Provider value={latch.config}>
      <StyleNonceContext.Provider value={nonce ?? latch.nonce}>
        <LocaleProvider>
          {children}
          <ModalHost />
        </LocaleProvider>
      </StyleNonceContext.Provider>
    </LatchContext.Provider>
  )
}
