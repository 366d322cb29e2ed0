// Preloaded into the latch-relay process of an abuse scenario (node
// --import): the relay's own event-loop delay, apart from the normal
// client's. SIGUSR2 restarts the histogram (the attack begins); the next
// SIGUSR2 writes its p99 and max (ms) as JSON to LATCH_BENCH_LOOP_FILE
// (whole: written aside and renamed).
// Bench tooling only: never loaded by the product.
import { renameSync, writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const file = process.env.LATCH_BENCH_LOOP_FILE
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  let started = false
  process.on('SIGUSR2', () => {
    if (!started) {
      started = true
      histogram.reset()
      return
    }
    // Written aside, then renamed: the reader, which waits for the file
    // to exist, never sees it half written.
    writeFileSync(
      `${file}.part`,
      JSON.stringify({
        p99Ms: histogram.percentile(99) / 1e6,
        maxMs: histogram.max / 1e6,
      }),
    )
    renameSync(`${file}.part`, file)
  })
}
