import { devnet } from '@latch/common'
import { createDevWalletProvider } from '@latch/devnet/wallet'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { watchAnnouncedProviders } from './watchAnnouncedProviders.js'

const wallet = () =>
  createDevWalletProvider({
    confirm: async () => true,
    storage: memoryStorage(),
  })

function announce(target: EventTarget, rdns: string, name = rdns) {
  const detail = Object.freeze({
    info: { uuid: crypto.randomUUID(), name, icon: 'data:,', rdns },
    provider: wallet().provider,
  })
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

describe('watchAnnouncedProviders', () => {
  it('asks wallets to announce and reports each announcement', () => {
    const target = new EventTarget()
    let requested = 0
    target.addEventListener('eip6963:requestProvider', () => {
      requested++
      announce(target, 'io.example')
    })
    const seen: string[] = []
    const stop = watchAnnouncedProviders(target, (d) => seen.push(d.info.rdns))
    expect(requested).toBe(1)
    announce(target, 'dev.latch.wallet')
    stop()
    announce(target, 'late.after.stop')
    expect(seen).toEqual(['io.example', 'dev.latch.wallet'])
  })

  it('ignores malformed announcements', () => {
    const target = new EventTarget()
    const seen: unknown[] = []
    watchAnnouncedProviders(target, (d) => seen.push(d))
    for (const detail of [
      null,
      'x',
      {},
      { info: { rdns: '' } },
      { info: { rdns: 'a', name: 'a', uuid: 'u' }, provider: {} },
    ])
      target.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail }),
      )
    expect(seen).toEqual([])
  })
})

describe('EIP-6963 discovery in createConfig', () => {
  it('adds one connector per rdns, whatever the number of announcements', () => {
    const target = globalThis as unknown as { window?: unknown }
    const previous = target.window
    const win = new EventTarget()
    target.window = win
    try {
      const config = createConfig({
        projectId: 'p',
        networks: [devnet],
        storage: memoryStorage(),
      })
      announce(win, 'dev.latch.wallet', 'Latch Dev Wallet')
      announce(win, 'dev.latch.wallet', 'Latch Dev Wallet (again)')
      announce(win, 'io.other')
      expect(
        config.state.connectors.map((c) => [c.id, c.name, c.type]),
      ).toEqual([
        ['dev.latch.wallet', 'Latch Dev Wallet', 'ANNOUNCED'],
        ['io.other', 'io.other', 'ANNOUNCED'],
      ])
    } finally {
      target.window = previous
    }
  })
})
