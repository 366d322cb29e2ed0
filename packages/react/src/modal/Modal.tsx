import { afterPaint, SHAKE_MS, VIEW_ANIMATION_MS } from '@latch/common'
import { closeModal, type Route } from '@latch/core'
import {
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useLatchTheme } from '../hooks/useLatchTheme.js'
import { useLocale } from '../hooks/useLocale.js'
import { useStyles } from '../internal/useStyles.js'
import {
  createViewShownStore,
  ViewShownContext,
} from '../internal/ViewShownContext.js'
import { watchWantedViews } from '../internal/viewIntents.js'
import { useEmbeddedLogin } from '../views/Connect/useEmbeddedLogin.js'
import { AlertBanner } from './AlertBanner.js'
import { Header } from './Header.js'
import { modalSheet } from './modalSheet.js'
import { rehearseShow } from './rehearseShow.js'
import { preloadView, renderRoute } from './routes.js'
import { lockScroll, watchScrollbarGap } from './scrollLock.js'
import { Toasts } from './Toasts.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useModalStatus } from './useModalStatus.js'
import { STANDBY_CLASS, useShownModalState } from './useShownModalState.js'
import { useThemeVariables } from './useThemeVariables.js'
import { useTitle } from './useTitle.js'
import { useViewSize } from './useViewSize.js'
import { useWarmUp } from './useWarmUp.js'
import { WarmUp } from './WarmUp.js'

/**
 * What the click on "Connect Wallet" opens (`openModal` while
 * disconnected), and on the account button once connected: the view kept
 * ready, hidden, between opens.
 */
const CONNECT_ROUTE: Route = { view: 'Connect' }
const ACCOUNT_ROUTE: Route = { view: 'Account' }
const standbyKeys = {
  Connect: JSON.stringify(CONNECT_ROUTE),
  Account: JSON.stringify(ACCOUNT_ROUTE),
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

type UserAgentData = { mobile?: boolean }
/** A phone's or tablet's browser: the dialog is a bottom sheet there. */
const isMobile = () => {
  const data = (navigator as { userAgentData?: UserAgentData }).userAgentData
  return data?.mobile ?? /Mobi|Android|iP(hone|ad|od)/.test(navigator.userAgent)
}

/**
 * The whole modal: overlay, dialog, header, alert, current view, and the
 * toast region. Loaded lazily by LatchProvider as one chunk.
 */
export function Modal() {
  useStyles('modal', modalSheet)
  const config = useConfig()
  const overlayRef = useRef<HTMLDivElement>(null)
  const state = useShownModalState(overlayRef)
  const { themeMode, themeVariables } = useLatchTheme()
  const { lang, dir } = useLocale()
  const { route, historyLength, shakeCount, embedded: inline } = state
  // Rendered inline (LatchInlineModal), the overlay shows nothing but toasts.
  const open = state.open && !inline
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const { isConnected } = useLatchAccount()

  // Keep the dialog mounted while it animates out. The close is seen in
  // the render that closes (`justClosed`, from the last committed `open`)
  // rather than by a state update during render, which would render the
  // modal twice on every open and close.
  const committedOpen = useRef(open)
  const [closing, setClosing] = useState(false)
  // A new standby (fresh fields) after each close.
  const [generation, setGeneration] = useState(0)
  const justClosed = committedOpen.current && !open
  useEffect(() => {
    const was = committedOpen.current
    committedOpen.current = open
    // Opening sets no state (isClosing needs !open; a close sets closing
    // again): a state update here would render again before the click's
    // frame paints.
    if (open || !was) return
    setClosing(true)
    const ms = prefersReducedMotion() ? 0 : VIEW_ANIMATION_MS.exit
    const timer = setTimeout(() => {
      setClosing(false)
      setGeneration((n) => n + 1)
    }, ms)
    return () => clearTimeout(timer)
  }, [open])
  const isClosing = !open && (justClosed || closing)

  // Shake for 500 ms whenever core's shakeCount goes up.
  const [shaking, setShaking] = useState(false)
  const lastShake = useRef(shakeCount)
  useEffect(() => {
    if (shakeCount === lastShake.current) return
    lastShake.current = shakeCount
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [shakeCount])

  const routeKey = useMemo(() => JSON.stringify(route), [route])
  const visible = open || isClosing
  const embedded = useEmbeddedLogin()
  const warmUp = useWarmUp(embedded, isConnected)
  // While closed, once the rehearsal is done, the view the next open shows
  // (Connect, or Account once connected) stays built, styled and laid out,
  // only invisible (visibility, so showing it needs no new style or layout
  // of its content, and nothing in it can be focused, clicked or read
  // meanwhile); what it would start when shown (requests, loads,
  // preloads, images) waits (ViewShownContext). The click that opens it
  // only shows it: its first frame has the whole view.
  const standbyRoute = isConnected ? ACCOUNT_ROUTE : CONNECT_ROUTE
  const standbyKey = standbyKeys[isConnected ? 'Account' : 'Connect']
  const standby = !visible && warmUp.ready && !inline
  // Its styles as shown are computed once at idle, so the click's frame
  // restyles it warmer (rehearseShow.ts); again when it holds another view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: standbyKey is the view it holds
  useEffect(() => {
    if (standby && overlayRef.current) return rehearseShow(overlayRef.current)
  }, [standby, standbyKey])
  // Told once committed; what waits for a shown view (icons' requests,
  // preloads, fetches) starts after the frame that shows it.
  const [shownStore] = useState(createViewShownStore)
  useLayoutEffect(() => shownStore.show(visible), [shownStore, visible])
  const shown = visible ? route : standbyRoute
  const shownKey = visible ? routeKey : standbyKey
  // The view's element is kept while its route reads the same, so showing
  // the standby re-renders none of it (the route object changes, not what
  // it says).
  // (A caller's view is its component, which JSON leaves out.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownKey is what the route says
  const view = useMemo(
    () => renderRoute(shown),
    [shownKey, (shown as { component?: object }).component],
  )
  const viewKey = visible ? `${historyLength}:${routeKey}` : `1:${standbyKey}`
  const title = useTitle(shown)
  // The page behind does not scroll while the modal is open (set before
  // the click's frame paints, so nothing moves after it).
  useEffect(watchScrollbarGap, [])
  // A button about to open a view (pointer over it, focus) fetches its code.
  useEffect(() => watchWantedViews(preloadView), [])
  // The network status (its offline banner) and the log (getLogs) start
  // with the first open, so neither is fetched before the click.
  const OfflineBanner = useModalStatus(open)
  // The page behind stops scrolling from the frame after the one that
  // shows the modal (the lock restyles the whole page).
  useEffect(() => {
    if (!open) return
    let release: (() => void) | undefined
    const cancel = afterPaint(() => {
      release = lockScroll()
    })
    return () => {
      cancel()
      release?.()
    }
  }, [open])
  // The click that opens the modal renders the whole view in its frame:
  // its code (and the e-mail field's) was loaded and rehearsed at idle
  // (useWarmUp), so the first frame shows the content, not a shell. Except
  // Account (tabs, balances, names): rendered in the click it made the
  // first frame ~4× later (bench/compareVisible.mjs), so its click renders
  // the shell (header, the box at the view's last height) and the view
  // just after (a deferred render) — unless it was kept ready (standby):
  // then it is built already, and its click only shows it.
  const keptReady = useRef(false)
  if (!visible) keptReady.current = standby && isConnected
  else if (historyLength !== 1 || routeKey !== standbyKeys.Account)
    keptReady.current = false
  const shellFirst = visible && route.view === 'Account' && !keptReady.current
  const viewIn = useDeferredValue(shellFirst)
  const shellOnly = shellFirst && !viewIn
  const body = useViewSize(shown.view, shellOnly)
  useFocusTrap(dialog, open, viewKey, () => closeModal(config), !shellOnly)
  const root = useThemeVariables(themeVariables)
  const [mobile] = useState(isMobile)
  const overlay = (
    <>
      {/* The overlay is a click target only: keyboard users close with
          Escape or the Close button. */}
      <div
        className={
          isClosing
            ? 'l-overlay l-closing'
            : visible
              ? 'l-overlay'
              : `l-overlay ${STANDBY_CLASS}`
        }
        ref={overlayRef}
        data-standby={visible ? undefined : shown.view}
        aria-hidden={visible ? undefined : true}
        onClick={(event) => {
          if (event.target === event.currentTarget) closeModal(config)
        }}
      >
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={shaking ? 'l-dialog l-shake' : 'l-dialog'}
        >
          <Header
            titleId={titleId}
            title={title}
            canGoBack={visible && historyLength > 1}
          />
          {visible && state.alert && <AlertBanner alert={state.alert} />}
          {visible && OfflineBanner && <OfflineBanner />}
          <div className="l-body">
            <div key={viewKey} ref={body.ref} className="l-view">
              {!shellOnly && view}
            </div>
          </div>
        </div>
      </div>
    </>
  )
  return (
    <div
      ref={root}
      data-latch=""
      className={mobile ? 'l-sheet' : undefined}
      data-theme={themeMode}
      lang={lang}
      dir={dir}
    >
      {(visible || standby) && (
        <ViewShownContext.Provider key={generation} value={shownStore}>
          {overlay}
        </ViewShownContext.Provider>
      )}
      {!visible && warmUp.pending && (
        <WarmUp
          titleId={`${titleId}w`}
          onDone={warmUp.done}
          embedded={embedded}
        />
      )}
      <Toasts toast={state.toast} />
    </div>
  )
}
