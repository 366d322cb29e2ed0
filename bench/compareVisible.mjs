// Click → first visible frame (bench/measureVisible.mjs), A/B: two or more
// builds of the bench apps measured interleaved — run i measures every
// build once per view and CPU rate, alternating the order — so a loaded
// machine slows all of them alike; medians and the load average are
// printed. Build each variant first (its tree as it is), e.g.:
//
//   node -e "import('./bench/build.mjs').then(async ({ buildApp }) => {
//     for (const app of ['latch', 'latch-account'])
//       await buildApp('bench/apps/' + app, { outDir: '/tmp/ab/before-' + app })
//   })"
//   … change the code, build again with 'after' …
//   node bench/compareVisible.mjs --dir /tmp/ab --runs 9 before after
//
// Options: --views Connect,Account  --cpu 1,4  --runs N (default 7),
// --trace: also record a Chromium trace of each click and print, per view,
// CPU rate and build, the medians of the main thread's work from the click
// to the content's paint: style, layout, paint, script, … and the elements
// restyled (bench/lib/clickTrace.mjs; a trace costs the page a little, so
// compare traced runs with traced runs).
// Each view's `content` (measureVisible.mjs) is timed and printed too.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { serveStatic } from '../scripts/serve-static.mjs'
import { median } from './lib/stats.mjs'
import { firstVisibleFrameOnce, visibleViews } from './measureVisible.mjs'
import { startBenchApi } from './sections/modal.mjs'

const { values, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: '/tmp/ab' },
    runs: { type: 'string', default: '7' },
    views: { type: 'string', default: 'Connect,Account' },
    cpu: { type: 'string', default: '1,4' },
    trace: { type: 'boolean', default: false },
  },
})

const views = visibleViews.filter((v) =>
  values.views.split(',').includes(v.view),
)
const rates = values.cpu.split(',').map(Number)
const loadAverage = () =>
  Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0])

// The API server the pages use, as `npm run bench` gives them.
const api = await startBenchApi()
const servers = new Map()
for (const build of builds)
  for (const { app } of views)
    servers.set(
      `${build}-${app}`,
      await serveStatic({ root: join(values.dir, `${build}-${app}`) }),
    )
const samples = new Map()
const traces = new Map()
const loads = []
try {
  for (let i = 0; i < Number(values.runs); i++) {
    const order = i % 2 ? [...builds].reverse() : builds
    for (const { view, app, button, prepare, content = [] } of views)
      for (const cpuThrottle of rates)
        for (const build of order) {
          loads.push(loadAverage())
          const { url } = servers.get(`${build}-${app}`)
          const result = await firstVisibleFrameOnce(url + api.query, {
            button,
            cpuThrottle,
            prepare,
            content,
            trace: values.trace,
          })
          if (result.trace) {
            const key = `${view} ${cpuThrottle}× ${build}`
            traces.set(key, [...(traces.get(key) ?? []), result.trace])
          }
          const add = (key, ms) =>
            samples.set(key, [...(samples.get(key) ?? []), ms])
          add(`${view} ${cpuThrottle}× ${build}`, result.ms)
          // The view's content (e.g. Connect's e-mail field), same method.
          for (const { name } of content)
            add(
              `${view} ${name} ${cpuThrottle}× ${build}`,
              result.content[name],
            )
        }
    console.error(`run ${i + 1}/${values.runs}, load ${loadAverage()}`)
  }
} finally {
  for (const server of servers.values()) await server.close()
  await api.close()
}
console.log('| view, CPU, build | median | samples |')
console.log('| --- | --- | --- |')
for (const [key, xs] of samples)
  console.log(
    `| ${key} | ${median(xs).toFixed(1)} ms | ${xs.map((x) => x.toFixed(1)).join(', ')} |`,
  )
if (traces.size) {
  const kinds = [
    ...new Set(
      [...traces.values()].flat().flatMap((t) => Object.keys(t.kinds)),
    ),
  ].sort()
  const types = [
    ...new Set(
      [...traces.values()].flat().flatMap((t) => Object.keys(t.dispatch)),
    ),
  ].sort()
  const of = (list, pick) => median(list.map((t) => pick(t) ?? 0)).toFixed(1)
  console.log(
    '\nMain thread, click → content painted (trace, medians, ms; dispatch: inclusive):',
  )
  console.log(
    `| view, CPU, build | ${kinds.join(' | ')} | ${types.map((t) => `dispatch ${t}`).join(' | ')} | elements restyled |`,
  )
  console.log(`|${' --- |'.repeat(kinds.length + types.length + 2)}`)
  for (const [key, list] of traces)
    console.log(
      `| ${key} | ${kinds.map((k) => of(list, (t) => t.kinds[k])).join(' | ')} | ${types.map((k) => of(list, (t) => t.dispatch[k])).join(' | ')} | ${median(list.map((t) => t.styledElements))} |`,
    )
  // Where the time goes, by trace event (self time), the largest first.
  console.log(
    '\n| view, CPU, build | largest trace events, self time (median ms) |',
  )
  console.log('| --- | --- |')
  for (const [key, list] of traces) {
    const names = [...new Set(list.flatMap((t) => Object.keys(t.names)))]
    const top = names
      .map((name) => [name, Number(of(list, (t) => t.names[name]))])
      .filter(([, time]) => time >= 0.2)
      .sort((a, b) => b[1] - a[1])
    console.log(
      `| ${key} | ${top.map(([name, time]) => `${name} ${time}`).join(', ')} |`,
    )
  }
}
console.log(
  `load average while measuring: median ${median(loads).toFixed(1)}, ${Math.min(...loads)}–${Math.max(...loads)}`,
)
