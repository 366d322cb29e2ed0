// withDom's teardown while work outlives the test, as in the view stack
// (viewStack.tsx): a poll loop of the app that goes on after its request
// fails (core's block poll), and an in-process server that started before
// the DOM but calls the global `fetch` and `AbortSignal.timeout` at request
// time, so on the DOM's timers (latch-api's RPC proxy: a 10 s timer per
// request, left running after the answer). Happy DOM's abort, the
// environment's own teardown, waits until no timer or request of the
// window is left, and takes new ones meanwhile: each poll renewed the
// proxy's 10 s timer, and the view tests' teardown ran past 60 and 120 s.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as nodeSetTimeout } from 'node:timers'
import { expect, test } from 'vitest'
import { withDom } from './withDom.js'

const CORS = { 'access-control-allow-origin': '*' }

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

test('the teardown ends at once while an app poll loop and a server in the test process still run on the DOM', async () => {
  // The chain node: another process, slow to answer (a loaded machine).
  const node = createServer((_request, response) => {
    nodeSetTimeout(() => response.writeHead(200, CORS).end('{}'), 300)
  })
  const nodeUrl = await listen(node)
  // The proxy, as latch-api forwards a JSON-RPC call.
  let received: () => void = () => {}
  const firstRequest = new Promise<void>((resolve) => {
    received = resolve
  })
  const proxy = createServer(async (_request, response) => {
    received()
    try {
      const upstream = await fetch(nodeUrl, {
        signal: AbortSignal.timeout(10_000),
      })
      response.writeHead(200, CORS).end(await upstream.text())
    } catch {
      response.writeHead(502, CORS).end('{}')
    }
  })
  const proxyUrl = await listen(proxy)
  const closeDom = await withDom()
  let stopped = false
  // The app's poll: a failed request is skipped, the loop goes on.
  const poll = async () => {
    await fetch(proxyUrl)
      .then((response) => response.json())
      .catch(() => undefined)
    if (!stopped) setTimeout(poll, 200)
  }
  void poll()
  try {
    await firstRequest
    const started = performance.now()
    await closeDom()
    expect(performance.now() - started).toBeLessThan(5_000)
  } finally {
    stopped = true
    await Promise.all([close(proxy), close(node)])
  }
})
