import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { getNetworkStatus } from '../actions/getNetworkStatus.js'
import { watchNetworkStatus } from '../actions/watchNetworkStatus.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { startStatus } from './startStatus.js'
import { trackNetworkStatus } from './trackNetworkStatus.js'

const make = () =>
  createConfig({
    projectId: 'p',
    networks: [devnet],
    storage: memoryStorage(),
  })

/** A window of its own: a real EventTarget with `navigator.onLine`. */
const makeWindow = (onLine: boolean) =>
  Object.assign(new EventTarget(), { navigator: { onLine } })

describe('trackNetworkStatus', () => {
  it('reads as online until tracked (server, first load)', () => {
    const config = make()
    expect(config.state.networkStatus).toBeUndefined()
    expect(getNetworkStatus(config)).toBe('online')
    // On the server (no window) startStatus does nothing.
    expect(typeof window).toBe('undefined')
    startStatus(config)()
    expect(config.state.networkStatus).toBeUndefined()
  })

  it('starts from navigator.onLine, then follows the offline and online events', () => {
    const config = make()
    const win = makeWindow(false)
    const seen: string[] = []
    watchNetworkStatus(config, { onChange: (status) => seen.push(status) })
    const stop = trackNetworkStatus(config, win)
    expect(config.state.networkStatus).toBe('offline')
    win.dispatchEvent(new Event('online'))
    expect(getNetworkStatus(config)).toBe('online')
    win.dispatchEvent(new Event('offline'))
    const offline = config.state
    win.dispatchEvent(new Event('offline'))
    // The same status again changes nothing (the same state object).
    expect(config.state).toBe(offline)
    expect(getNetworkStatus(config)).toBe('offline')
    stop()
    win.dispatchEvent(new Event('online'))
    expect(getNetworkStatus(config)).toBe('offline')
    expect(seen).toEqual(['offline', 'online', 'offline'])
  })

  it('back online, loads again what failed while offline (no 30 s block)', async () => {
    const config = make()
    const win = makeWindow(true)
    trackNetworkStatus(config, win)
    const { data } = config._internal
    let calls = 0
    let reachable = false
    const load = async () => {
      calls++
      if (!reachable) throw new Error('Failed to fetch')
      return 'directory'
    }
    data.observe('wallets')
    win.dispatchEvent(new Event('offline'))
    await expect(
      data.fetch('wallets', load, { lifetime: 60_000 }),
    ).rejects.toThrow('Failed to fetch')
    // Still blocked after the failure (SPEC §4's 30 s).
    await expect(
      data.fetch('wallets', load, { lifetime: 60_000 }),
    ).rejects.toThrow()
    expect(calls).toBe(1)
    reachable = true
    win.dispatchEvent(new Event('online'))
    await expect.poll(() => data.get('wallets')?.data).toBe('directory')
    expect(calls).toBe(2)
  })
})
