import { devnet } from '@latch/common'
import { describe, expect, it, vi } from 'vitest'
import {
  createFakeAuthConnector,
  FAKE_ADDRESS,
} from '../../../test/auth/createFakeAuthConnector.js'
import { writeLoginCache } from '../../auth/loginCache.js'
import { createConfig } from '../../createConfig.js'
import { createStorage } from '../../storage/createStorage.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import type { BaseStorage } from '../../storage/types.js'
import { getAccount } from '../getAccount.js'
import { reconnect } from '../reconnect.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'

const user = {
  address: FAKE_ADDRESS,
  email: null,
  socialProvider: 'github',
  username: 'ada',
} as const

/** Storage as a page left it after an embedded login. */
function afterLogin(): BaseStorage {
  const raw = memoryStorage()
  const storage = createStorage({ storage: raw })
  storage.setItem('connections', {
    eip155: {
      connectorId: 'embedded',
      accounts: [FAKE_ADDRESS],
      caipNetworkId: 'eip155:31337',
    },
  })
  storage.setItem('connectionStatus', 'connected')
  storage.setItem('activeNamespace', 'eip155')
  writeLoginCache(storage, user)
  return raw
}

describe('getEmbeddedUser across a reload (SPEC §3, §4)', () => {
  it('shows the cached user while reconnecting, then the confirmed one', async () => {
    const fake = createFakeAuthConnector({ user })
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: afterLogin(),
      connectors: [fake.create],
    })
    // No disconnected flash: the first state is reconnecting, with the user.
    expect(getAccount(config).status).toBe('reconnecting')
    expect(getEmbeddedUser(config)).toEqual(user)
    await reconnect(config)
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
    })
    expect(getEmbeddedUser(config)).toEqual(user)
    // Then the core follows the connector and keeps the frame's user.
    await vi.waitFor(() => expect(config.state.embeddedUser).toEqual(user))
  })

  it('drops the connection when the frame has no session any more', async () => {
    const fake = createFakeAuthConnector()
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: afterLogin(),
      connectors: [fake.create],
    })
    await reconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(getEmbeddedUser(config)).toBeUndefined()
  })

  it('is undefined when the remembered connection is another wallet', () => {
    const raw = afterLogin()
    const storage = createStorage({ storage: raw })
    storage.setItem('connections', {
      eip155: { connectorId: 'injected', accounts: [FAKE_ADDRESS] },
    })
    const fake = createFakeAuthConnector()
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: raw,
      connectors: [fake.create],
    })
    expect(getAccount(config).status).toBe('reconnecting')
    expect(getEmbeddedUser(config)).toBeUndefined()
  })
})
