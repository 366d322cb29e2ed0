import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  FAKE_ADDRESS,
} from '../../../test/auth/createFakeAuthConnector.js'
import { AuthConnectorNotFoundError } from '../../auth/errors.js'
import { createConfig } from '../../createConfig.js'
import { createStorage } from '../../storage/createStorage.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import { getAccount } from '../getAccount.js'
import { connectOtp } from './connectOtp.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

const SA = '0x2222222222222222222222222222222222222222'

function setup(
  parameters: { storage?: ReturnType<typeof memoryStorage> } & Pick<
    Parameters<typeof createConfig>[0],
    'defaultAccountTypes'
  > = {},
) {
  const fake = createFakeAuthConnector({
    connectOtp: async () => ({
      address: SA,
      email: 'ada@example.com',
      accountType: 'smartAccount',
      smartAccountAddress: SA,
    }),
  })
  const raw = parameters.storage ?? memoryStorage()
  const config = createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage: raw,
    connectors: [fake.create],
    ...(parameters.defaultAccountTypes
      ? { defaultAccountTypes: parameters.defaultAccountTypes }
      : {}),
  })
  return { ...fake, config, raw }
}

describe('setPreferredAccountType', () => {
  it('switches the connection to the EOA and back, kept per chain in the store and storage', async () => {
    const { config, calls, raw } = setup()
    await connectOtp(config, { otp: '123456' })
    await setPreferredAccountType(config, { type: 'eoa' })
    expect(calls.at(-1)).toBe('setPreferredAccountType eoa')
    expect(getAccount(config).address).toBe(FAKE_ADDRESS)
    expect(config.state.embeddedUser).toMatchObject({
      address: FAKE_ADDRESS,
      accountType: 'eoa',
    })
    expect(config.state.preferredAccountTypes).toEqual({
      'eip155:31337': 'eoa',
    })
    expect(
      createStorage({ storage: raw }).getItem('preferredAccountTypes'),
    ).toEqual({ 'eip155:31337': 'eoa' })
    await setPreferredAccountType(config, { type: 'smartAccount' })
    expect(getAccount(config).address).toBe(SA)
    expect(config.state.preferredAccountTypes).toEqual({
      'eip155:31337': 'smartAccount',
    })
  })

  it('a reload starts with the stored choice, which the connector reads through its context', async () => {
    const raw = memoryStorage()
    createStorage({ storage: raw }).setItem('preferredAccountTypes', {
      'eip155:31337': 'eoa',
    })
    const { config } = setup({ storage: raw })
    expect(config.state.preferredAccountTypes).toEqual({
      'eip155:31337': 'eoa',
    })
    let seen: string | undefined
    createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: raw,
      connectors: [
        (context) => {
          seen = context.getPreferredAccountType?.('eip155:31337')
          return createFakeAuthConnector().connector
        },
      ],
    })
    expect(seen).toBe('eoa')
  })

  it('defaults to the smart account; defaultAccountTypes overrides', () => {
    const pick = (defaults?: { eip155?: 'eoa' | 'smartAccount' }) => {
      let seen: string | undefined
      createConfig({
        projectId: 'p1',
        networks: [devnet],
        storage: memoryStorage(),
        ...(defaults ? { defaultAccountTypes: defaults } : {}),
        connectors: [
          (context) => {
            seen = context.getPreferredAccountType?.('eip155:31337')
            return createFakeAuthConnector().connector
          },
        ],
      })
      return seen
    }
    expect(pick()).toBe('smartAccount')
    expect(pick({ eip155: 'eoa' })).toBe('eoa')
  })

  it('a refusal changes nothing', async () => {
    const { config, connector } = setup()
    await connectOtp(config, { otp: '123456' })
    connector.setPreferredAccountType = async () => {
      throw new Error('This application might not support Smart Accounts')
    }
    await expect(
      setPreferredAccountType(config, { type: 'eoa' }),
    ).rejects.toThrow('This application might not support Smart Accounts')
    expect(config.state.preferredAccountTypes).toBeUndefined()
    expect(getAccount(config).address).toBe(SA)
  })

  it('needs the embedded wallet', async () => {
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
    })
    await expect(
      setPreferredAccountType(config, { type: 'eoa' }),
    ).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
  })
})
