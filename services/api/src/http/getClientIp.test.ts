import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app/types.js'
import { getClientIp, IN_PROCESS_CLIENT_IP } from './getClientIp.js'

function app(trustProxy?: boolean) {
  const hono = new Hono<AppEnv>()
  hono.use('*', async (c, next) => {
    c.set('settings', trustProxy === undefined ? {} : { trustProxy })
    await next()
  })
  hono.get('/', (c) => c.text(getClientIp(c)))
  return hono
}
const socket = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress } },
})
const ip = async (hono: Hono<AppEnv>, headers = {}, env?: unknown) =>
  (await hono.request('/', { headers }, env)).text()

afterEach(() => {
  delete process.env.LATCH_API_TRUST_PROXY
})

describe('getClientIp', () => {
  it('is the socket peer, X-Forwarded-For ignored by default', async () => {
    const forwarded = { 'x-forwarded-for': '1.2.3.4' }
    expect(await ip(app(), forwarded, socket('10.0.0.7'))).toBe('10.0.0.7')
    expect(await ip(app(), {}, socket('::ffff:10.0.0.8'))).toBe('10.0.0.8')
    expect(await ip(app(), {}, socket('::1'))).toBe('::1')
    expect(await ip(app(), forwarded)).toBe(IN_PROCESS_CLIENT_IP)
  })

  it('trusts the last X-Forwarded-For hop only when told to', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }
    expect(await ip(app(true), headers, socket('10.0.0.1'))).toBe('203.0.113.9')
    expect(await ip(app(true), {}, socket('10.0.0.1'))).toBe('10.0.0.1')
    expect(await ip(app(false), headers, socket('10.0.0.1'))).toBe('10.0.0.1')
    process.env.LATCH_API_TRUST_PROXY = '1'
    expect(await ip(app(), headers, socket('10.0.0.1'))).toBe('203.0.113.9')
    // The setting wins over the environment.
    expect(await ip(app(false), headers, socket('10.0.0.1'))).toBe('10.0.0.1')
  })
})
