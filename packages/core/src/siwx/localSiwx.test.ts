import { devnet, devnet2 } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { localSiwx } from './localSiwx.js'
import type { SIWXSession } from './types.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session: SIWXSession = {
  data: {
    chainId: 'eip155:31337',
    accountAddress: address,
    domain: 'app.example',
    uri: 'https://app.example/',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: new Date().toISOString(),
  },
  message: 'app.example wants you to sign in…',
  signature: '0x00',
}

function config(
  siwx: ReturnType<typeof localSiwx>,
  storage: ReturnType<typeof memoryStorage> | null,
) {
  return createConfig({
    projectId: 'p',
    networks: [devnet, devnet2],
    storage,
    storageKey: 'app',
    connectors: [],
    siwx,
  })
}

describe('localSiwx storage', () => {
  it("keeps sessions in createConfig's storage, under its storageKey", async () => {
    const storage = memoryStorage()
    const siwx = localSiwx()
    config(siwx, storage)
    await siwx.addSession(session)
    expect(JSON.parse(storage.getItem('app.v1.siwxSessions') ?? '[]')).toEqual([
      session,
    ])
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([session])
    await siwx.setSessions([])
    expect(storage.getItem('app.v1.siwxSessions')).toBeNull()
  })

  it("with createConfig's storage null, keeps nothing", async () => {
    const siwx = localSiwx()
    config(siwx, null)
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  })

  it('its own storage wins over the config’s', async () => {
    const own = memoryStorage()
    const shared = memoryStorage()
    const siwx = localSiwx({ storage: own })
    config(siwx, shared)
    await siwx.addSession(session)
    expect(own.getItem('latch.v1.siwxSessions')).not.toBeNull()
    expect(shared.getItem('app.v1.siwxSessions')).toBeNull()
  })
})
