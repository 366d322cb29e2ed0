// What the page's main thread did between a click and the frame painting
// the view's content, from a Chromium trace (CDP Tracing, devtools.timeline
// categories): self time per kind of work — style recalculation, layout,
// pre-paint/paint/commit, script, input event dispatch — and how many
// elements the style recalculations restyled. For comparing builds at 4×
// CPU on a shared machine, where one wall-clock figure says little.
//
// The window: the harness (bench/measureVisible.mjs) calls
// `console.timeStamp('latch-click')` in its click listener, which the trace
// records on the trace clock; the listener knows that moment on the
// page's clock (`clickedAt + dispatchedMs`), so the click's `timeStamp`
// and the content's paint time map onto the trace.

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
].join(',')

/**
 * Starts tracing on a CDP session; `stop()` resolves to the trace events.
 * @param {import('playwright-core').CDPSession} cdp
 */
export async function startTrace(cdp) {
  const events = []
  const onData = ({ value }) => events.push(...value)
  cdp.on('Tracing.dataCollected', onData)
  await cdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES,
    transferMode: 'ReportEvents',
  })
  return {
    async stop() {
      const done = new Promise((resolve) =>
        cdp.once('Tracing.tracingComplete', resolve),
      )
      await cdp.send('Tracing.end')
      await done
      cdp.off('Tracing.dataCollected', onData)
      return events
    },
  }
}

const KIND = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  HitTest: 'hit test',
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.callFunction': 'script',
  EventDispatch: 'script',
  GCEvent: 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
}

/**
 * Self time per kind of work on the page's main thread between `fromMs`
 * and `toMs` after the click (page clock), clipped to that window.
 * @param {any[]} events trace events
 * @param {{ clickedAt: number, dispatchedMs: number, toMs: number }} window
 *   the harness's click `timeStamp`, when its listener ran after it, and the
 *   window's end (ms after the click, e.g. the content's paint)
 * @returns {{ kinds: Record<string, number>, names: Record<string, number>,
 *   dispatch: Record<string, number>, styledElements: number,
 *   styleRecalcs: number }} ms per kind and per trace event name; `dispatch`:
 *   the inclusive time of each input event type's dispatch
 */
export function clickBreakdown(events, { dispatchedMs, toMs }) {
  const stamp = events.find(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message === 'latch-click',
  )
  if (!stamp) throw new Error('trace: no latch-click time stamp')
  const { pid, tid } = stamp
  // Trace clock (µs) of the click's timeStamp and of the window's end.
  const start = stamp.ts - dispatchedMs * 1000
  const end = start + toMs * 1000
  const spans = []
  const open = new Map()
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue
    if (e.ph === 'X') spans.push({ e, from: e.ts, to: e.ts + (e.dur ?? 0) })
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e])
    else if (e.ph === 'E') {
      const begin = open.get(e.name)?.pop()
      if (begin)
        spans.push({
          e: { ...begin, args: { ...begin.args, ...e.args } },
          from: begin.ts,
          to: e.ts,
        })
    }
  }
  spans.sort((a, b) => a.from - b.from || b.to - a.to)
  const clip = (from, to) =>
    Math.max(0, Math.min(to, end) - Math.max(from, start))
  const kinds = {}
  const names = {}
  const dispatch = {}
  let styledElements = 0
  let styleRecalcs = 0
  // Self time: a span's clipped time minus its children's, nesting by a stack.
  const stack = []
  const self = new Map()
  for (const span of spans) {
    while (stack.length && stack.at(-1).to <= span.from) stack.pop()
    const time = clip(span.from, span.to)
    self.set(span, time)
    const parent = stack.at(-1)
    if (parent && span.to <= parent.to)
      self.set(parent, self.get(parent) - time)
    stack.push(span)
    if (time === 0) continue
    if (span.e.name === 'UpdateLayoutTree') {
      styleRecalcs++
      styledElements += span.e.args?.elementCount ?? 0
    }
    if (span.e.name === 'EventDispatch') {
      const type = span.e.args?.data?.type ?? '?'
      dispatch[type] = (dispatch[type] ?? 0) + time / 1000
    }
  }
  for (const [span, time] of self) {
    if (time <= 0) continue
    const kind =
      KIND[span.e.name] ?? (span.e.name.startsWith('V8') ? 'script' : 'other')
    kinds[kind] = (kinds[kind] ?? 0) + time / 1000
    names[span.e.name] = (names[span.e.name] ?? 0) + time / 1000
  }
  return { kinds, names, dispatch, styledElements, styleRecalcs }
}
