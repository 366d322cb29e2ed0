// Child process of the api section: a small autocannon-like load loop.
// For each target: `warmup` requests, then exactly `requests` GETs with
// `concurrency` keep-alive connections (node:http Agent); reports
// requests/s, p50 / p99 latency and non-200 answers. Bounded by
// `maxSeconds` per target; the parent kills this process on its timeout.
import { Agent, request } from 'node:http'
import { answerParent } from './forkChild.mjs'
import { nearestRank } from './stats.mjs'

function get(agent, url) {
  return new Promise((resolve) => {
    const t0 = performance.now()
    const req = request(url, { agent }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ ms: performance.now() - t0, status: res.statusCode }),
      )
    })
    req.on('error', () => resolve({ ms: performance.now() - t0, status: 0 }))
    req.end()
  })
}

/** `urls` are asked in turn (one URL: the same request every time). */
async function load(agent, urls, count, concurrency, deadline) {
  const latencies = []
  let errors = 0
  let issued = 0
  let firstError
  const worker = async () => {
    while (issued < count && performance.now() < deadline) {
      const url = urls[issued % urls.length]
      issued++
      const { ms, status } = await get(agent, url)
      latencies.push(ms)
      if (status !== 200) {
        errors++
        firstError ??= status
      }
    }
  }
  const t0 = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  return {
    latencies,
    errors,
    firstError,
    seconds: (performance.now() - t0) / 1000,
  }
}

async function main({ targets, requests, warmup, concurrency, maxSeconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const out = []
  for (const { name, url, urls = [url] } of targets) {
    await load(
      agent,
      urls,
      warmup,
      concurrency,
      performance.now() + maxSeconds * 1000,
    )
    const run = await load(
      agent,
      urls,
      requests,
      concurrency,
      performance.now() + maxSeconds * 1000,
    )
    const s = Float64Array.from(run.latencies).sort()
    out.push({
      name,
      requests: s.length,
      errors: run.errors,
      firstErrorStatus: run.firstError,
      seconds: run.seconds,
      rps: s.length / run.seconds,
      p50: nearestRank(s, 50),
      p99: nearestRank(s, 99),
    })
  }
  agent.destroy()
  return out
}

answerParent(main)
