// Test harness (not part of the bundle): the frame started in the current
// DOM (happy-dom) with a fake parent window, a scripted service and memory
// storage. Used by the frame's *.test.tsx files.

import {
  APP_PREFIX,
  type AppRequestName,
  type FrameEnvelope,
} from '@latch/common/embedded-protocol'
import { randomId } from '../../src/frame/randomId.js'
import { FRAME_CONFIG_ELEMENT_ID } from '../../src/frame/readFrameConfig.js'
import {
  type StartFrameReturnType,
  startFrame,
} from '../../src/frame/startFrame.js'

type Posted = { message: FrameEnvelope; targetOrigin: string }

type ServiceCall = {
  method: string
  path: string
  body: Record<string, unknown>
  query: Record<string, string>
  authorization: string | undefined
}

/** A scripted route: a JSON answer, or [status, JSON], or a throw (network). */
export type Route = (
  call: ServiceCall,
) => unknown | [number, unknown] | Promise<unknown | [number, unknown]>

export const HOST = 'https://app.example.com'
export const SERVICE = 'https://wallet.example.net'

export function createFrameHarness({
  config = {
    projectId: 'p1',
    origins: ['https://*.example.com'],
    chainId: 31337,
    version: '0.1.0',
    logger: false,
    serviceUrl: SERVICE,
  },
  origin = HOST,
  routes = {},
  armDelayMs = 0,
  visible = true,
  storage = new Map<string, string>(),
}: {
  config?: unknown
  origin?: string
  routes?: Record<string, Route>
  armDelayMs?: number
  visible?: boolean
  storage?: Map<string, string>
} = {}) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = FRAME_CONFIG_ELEMENT_ID
  script.textContent = JSON.stringify(config)
  const app = document.createElement('main')
  app.id = 'app'
  document.body.replaceChildren(script, app)
  const posted: Posted[] = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => {
      posted.push({ message: message as FrameEnvelope, targetOrigin })
    },
  }
  const calls: ServiceCall[] = []
  const fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const method = init.method ?? 'GET'
    const headers = (init.headers ?? {}) as Record<string, string>
    const call: ServiceCall = {
      method,
      path: url.pathname.replace(/^\/v1\/embedded/, ''),
      body: init.body ? JSON.parse(String(init.body)) : {},
      query: Object.fromEntries(url.searchParams),
      authorization: headers.authorization,
    }
    calls.push(call)
    if (url.origin !== SERVICE) throw new TypeError('Failed to fetch')
    const route = routes[`${method} ${call.path}`]
    if (!route)
      return Response.json(
        { error: { code: 'not_found', message: 'not found' } },
        { status: 404 },
      )
    const answer = await route(call)
    const [status, json] = Array.isArray(answer) ? answer : [200, answer]
    return Response.json(json, { status: status as number })
  }) as typeof globalThis.fetch
  let setVisible: (visible: boolean) => void = () => {}
  const frame: StartFrameReturnType = startFrame({
    window,
    parent,
    ancestorOrigin: origin,
    fetch,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    armDelayMs,
    watchVisibility: (_target, onChange) => {
      setVisible = onChange
      onChange(visible)
      return () => {}
    },
  })

  /** Dispatches a `message` event as the browser would. */
  const dispatch = (
    data: unknown,
    { from = origin, source = parent as unknown } = {},
  ) => {
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: data },
      origin: { value: from },
      source: { value: source },
    })
    window.dispatchEvent(event)
  }
  /** Sends `@latch-app/NAME` from the parent; returns its id. */
  const send = (
    name: AppRequestName | string,
    payload?: unknown,
    id = randomId(),
  ) => {
    dispatch({ latch: 1, type: `${APP_PREFIX}${name}`, id, payload })
    return id
  }
  const replyTo = (id: string) =>
    posted.find(
      ({ message }) =>
        message.id === id && /_(SUCCESS|ERROR)$/.test(message.type),
    )?.message
  /** Waits (≤ 2 s) until `check` returns something. */
  const until = async <value>(check: () => value | undefined) => {
    for (let i = 0; i < 400; i++) {
      const value = check()
      if (value !== undefined) return value
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    throw new Error('timed out waiting in the frame harness')
  }
  /** Sends a request and resolves with its reply envelope. */
  const request = async (name: AppRequestName | string, payload?: unknown) => {
    const id = send(name, payload)
    return until(() => replyTo(id))
  }
  const events = (name: string) =>
    posted.filter(({ message }) => message.type === `@latch-frame/${name}`)
  return {
    frame,
    parent,
    posted,
    calls,
    storage,
    dispatch,
    send,
    replyTo,
    request,
    until,
    events,
    setVisible: (value: boolean) => setVisible(value),
    close() {
      if (frame.status === 'listening') frame.stop()
      document.body.replaceChildren()
      delete document.documentElement.dataset.theme
    },
  }
}

export type FrameHarness = ReturnType<typeof createFrameHarness>
