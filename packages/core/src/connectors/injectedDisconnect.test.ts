// An injected wallet's disconnect (SPEC §4, §8): wallet_revokePermissions
// (EIP-2255) ends the page's permission in the wallet; when the wallet
// fails to, core forgets the connection all the same, tracks
// DISCONNECT_ERROR and rethrows, never a silent success. The wallet is the
// real Latch Dev Wallet provider.
import { devnet } from '@latch/common'
import { createDevWalletProvider } from '@latch/devnet/wallet'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { injected } from './injected.js'

/** The Dev Wallet's own storage; `blocked` makes it fail as a browser's can. */
function walletStorage() {
  const items = new Map<string, string>()
  const storage = {
    blocked: false,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem(key: string) {
      if (storage.blocked)
        throw new DOMException('The storage is not available.', 'SecurityError')
      items.delete(key)
    },
  }
  return storage
}

async function connected() {
  const storage = walletStorage()
  const wallet = createDevWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: '', name: 'Latch Devnet' }],
    origin: 'http://test.local',
    confirm: async () => true,
    storage,
  })
  const config = createConfig({
    projectId: 'p',
    // Offline: nothing here reads the chain.
    networks: [
      { ...devnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } },
    ],
    storage: memoryStorage(),
    connectors: [
      injected({
        target: { id: 'dev', name: 'Dev Wallet', provider: wallet.provider },
      }),
    ],
  })
  const tracked: string[] = []
  config.events.on('track', ({ event }) => tracked.push(event))
  await connect(config, { connector: 'dev' })
  expect(getAccount(config).status).toBe('connected')
  expect(wallet.getState().connected).toBe(true)
  return { config, wallet, storage, tracked }
}

describe('injected disconnect', () => {
  it('the wallet revokes the permission: DISCONNECT_SUCCESS', async () => {
    const { config, wallet, tracked } = await connected()
    await disconnect(config)
    expect(wallet.getState().connected).toBe(false)
    expect(getAccount(config).status).toBe('disconnected')
    expect(tracked).toContain('DISCONNECT_SUCCESS')
    expect(tracked).not.toContain('DISCONNECT_ERROR')
  })

  it('the wallet fails to revoke: the error rethrown, DISCONNECT_ERROR, disconnected here all the same', async () => {
    const { config, wallet, storage, tracked } = await connected()
    storage.blocked = true
    const error = await disconnect(config).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain('The storage is not available.')
    expect(tracked).toContain('DISCONNECT_ERROR')
    expect(tracked).not.toContain('DISCONNECT_SUCCESS')
    expect(getAccount(config).status).toBe('disconnected')
    // The wallet still holds the permission: the visitor was told.
    expect(wallet.getState().connected).toBe(true)
  })
})
