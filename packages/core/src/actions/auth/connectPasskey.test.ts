import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  FAKE_ADDRESS,
} from '../../../test/auth/createFakeAuthConnector.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import { getAccount } from '../getAccount.js'
import { connectPasskey } from './connectPasskey.js'

function setup() {
  const fake = createFakeAuthConnector()
  const config = createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [fake.create],
  })
  return { ...fake, config }
}

describe('connectPasskey', () => {
  it('logs in with a passkey (or creates one) and connects like any wallet', async () => {
    const { config, calls } = setup()
    const result = await connectPasskey(config, { create: true })
    expect(result.accounts).toEqual([FAKE_ADDRESS])
    expect(calls).toEqual(['connectPasskey true', 'connect'])
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
    })
  })

  it('logs in without creating by default', async () => {
    const { config, calls } = setup()
    await connectPasskey(config)
    expect(calls[0]).toBe('connectPasskey false')
  })
})
