/** How long a page without animation frames (hidden) waits instead. */
const NO_FRAME_MS = 100

type Entry = { run: () => void }

/** The batch the current task's calls join (closed by a microtask). */
let open: Set<Entry> | undefined

/**
 * Runs `run` once the frame being prepared has been painted: in a task
 * after the next animation frame. Work a click starts but does not show
 * (fetching a chunk, a check with the API server) goes here, so it never
 * delays the frame that shows the click's answer. A hidden page (no
 * frames) runs it after `NO_FRAME_MS`; outside a browser, in the next
 * task. Returns a cancel function.
 *
 * The calls of one task share one frame request and one timer (a click's
 * state change starts several such effects, and each request costs the
 * click's frame time); they run in call order, and one that throws does
 * not stop the others (its error is reported as uncaught).
 */
export function afterPaint(run: () => void): () => void {
  let batch = open
  if (!batch) {
    const created = startBatch()
    batch = open = created
    queueMicrotask(() => {
      if (open === created) open = undefined
    })
  }
  const entry: Entry = { run }
  const entries = batch
  entries.add(entry)
  return () => {
    entries.delete(entry)
  }
}

function startBatch(): Set<Entry> {
  const entries = new Set<Entry>()
  const timers: ReturnType<typeof setTimeout>[] = []
  let frame: number | undefined
  let done = false
  const flush = () => {
    if (done) return
    done = true
    for (const timer of timers) clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
    if (open === entries) open = undefined
    // An entry cancelled by an earlier one's run is skipped.
    for (const entry of entries)
      try {
        entry.run()
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
  }
  if (typeof requestAnimationFrame !== 'function') {
    timers.push(setTimeout(flush, 0))
    return entries
  }
  frame = requestAnimationFrame(() => {
    timers.push(setTimeout(flush, 0))
  })
  timers.push(setTimeout(flush, NO_FRAME_MS))
  return entries
}
