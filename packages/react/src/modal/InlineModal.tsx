import { useEffect, useId, useMemo, useRef } from 'react'
import { useLatchTheme } from '../hooks/useLatchTheme.js'
import { useLocale } from '../hooks/useLocale.js'
import { useStyles } from '../internal/useStyles.js'
import { AlertBanner } from './AlertBanner.js'
import { Header } from './Header.js'
import { inlineCss } from './inlineStyles.js'
import { modalSheet } from './modalSheet.js'
import { renderRoute } from './routes.js'
import { useShownModalState } from './useShownModalState.js'
import { useThemeVariables } from './useThemeVariables.js'
import { useTitle } from './useTitle.js'

/**
 * The modal's views in the page's flow (core's embedded mode, SPEC §2):
 * a region named by the view's title, with the header, alert and view of
 * the overlay modal, and no overlay, focus trap or scroll lock. Close goes
 * back to Account when connected, else Connect (core's `closeModal`).
 * Focus moves to the region when its view changes while the visitor was
 * in it (the button they used is gone), never on the first render.
 * Loaded lazily by LatchInlineModal.
 */
export function InlineModal() {
  useStyles('modal', modalSheet)
  useStyles('inline', inlineCss)
  const never = useRef(null)
  const { route, historyLength, alert } = useShownModalState(never)
  const { themeMode, themeVariables } = useLatchTheme()
  const { lang, dir } = useLocale()
  const titleId = useId()
  const title = useTitle(route)
  const routeKey = JSON.stringify(route)
  // (A caller's view is its component, which JSON leaves out.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeKey is what the route says
  const view = useMemo(
    () => renderRoute(route),
    [routeKey, (route as { component?: object }).component],
  )
  const viewKey = `${historyLength}:${routeKey}`
  const root = useThemeVariables(themeVariables)
  const region = useRef<HTMLElement>(null)
  const shownKey = useRef(viewKey)
  useEffect(() => {
    if (shownKey.current === viewKey) return
    shownKey.current = viewKey
    const element = region.current
    const active = document.activeElement
    if (!element) return
    if (active === null || active === document.body || element.contains(active))
      element.focus()
  }, [viewKey])
  return (
    <div ref={root} data-latch="" data-theme={themeMode} lang={lang} dir={dir}>
      <section
        ref={region}
        aria-labelledby={titleId}
        tabIndex={-1}
        className="l-inline"
      >
        <Header titleId={titleId} title={title} canGoBack={historyLength > 1} />
        {alert && <AlertBanner alert={alert} />}
        <div className="l-body">
          <div key={viewKey} className="l-view">
            {view}
          </div>
        </div>
      </section>
    </div>
  )
}
