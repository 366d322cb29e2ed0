import { useCallback, useEffect, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import {
  AccountView,
  EmbeddedLoginView,
  NetworksView,
  PasskeyButtonsView,
  UnsupportedChainView,
} from './lazyViews.js'

const FALLBACK_MS = 200

/**
 * Whether the dialog's hidden rehearsal (WarmUp) should render: once, when
 * the browser is next idle after the modal mounted and, with `embedded`
 * (Connect shows the e-mail field and social logins), once their chunk
 * loaded (and the passkey buttons' when passkeys are on), so the click
 * that opens Connect renders them in its own frame; `done` ends it. Once
 * `connected`, the chunks of the views of a connection (Account, Networks,
 * UnsupportedChain) load too, at idle, for the click on the account or
 * network button.
 */
export function useWarmUp(
  embedded: boolean,
  connected: boolean,
): {
  /** The rehearsal should render now. */
  pending: boolean
  /** The rehearsal is over (its chunks loaded, its layout done). */
  ready: boolean
  done: () => void
} {
  const [state, setState] = useState<'waiting' | 'pending' | 'done'>('waiting')
  const { email, passkey } = useConfig().options.features
  const passkeys = embedded && email && passkey
  useEffect(() => {
    let live = true
    const start = () => {
      const views = [
        ...(embedded ? [EmbeddedLoginView] : []),
        ...(passkeys ? [PasskeyButtonsView] : []),
        ...(connected ? [AccountView, NetworksView, UnsupportedChainView] : []),
      ]
      // A failed load is retried when the view shows.
      Promise.all(views.map((view) => view.preload()))
        .catch(() => {})
        .then(() => live && setState((s) => (s === 'waiting' ? 'pending' : s)))
    }
    let cancel: () => void
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start)
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const timer = setTimeout(start, FALLBACK_MS)
      cancel = () => clearTimeout(timer)
    }
    return () => {
      live = false
      cancel()
    }
  }, [embedded, passkeys, connected])
  const done = useCallback(() => setState('done'), [])
  return { pending: state === 'pending', ready: state === 'done', done }
}
