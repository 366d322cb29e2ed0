import {
  devnet,
  InvalidParamsRpcError,
  UserRejectedRequestError,
} from '@latch/common'
import { createWalletFixture } from '@latch/test'
import { recoverTypedDataAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { signTypedData } from './signTypedData.js'

const typedData = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    // Beyond 2^53: serialised as a decimal string, never as a float.
    amount: 12345678901234567890n,
  },
} as const

async function setup() {
  const fixture = createWalletFixture()
  const config = createConfig({
    projectId: 'p',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [fixture.connector],
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  return { config, fixture }
}

describe('signTypedData', () => {
  it('signs EIP-712 v4 data that viem recovers to the account', async () => {
    const { config, fixture } = await setup()
    const signature = await signTypedData(config, typedData)
    expect(fixture.prompts.at(-1)).toBe('eth_signTypedData_v4')
    const address = await recoverTypedDataAddress({ ...typedData, signature })
    expect(address).toBe(fixture.wallet.getState().address)
  })

  it('refuses data that does not match its types before the wallet sees it', async () => {
    const { config, fixture } = await setup()
    const error = await signTypedData(config, {
      ...typedData,
      message: { ...typedData.message, to: { name: 'Bob', wallet: '0x12' } },
    } as never).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidParamsRpcError)
    expect(fixture.prompts).not.toContain('eth_signTypedData_v4')
  })

  it('maps a declined signature to UserRejectedRequestError', async () => {
    const { config, fixture } = await setup()
    fixture.decide('reject')
    await expect(signTypedData(config, typedData)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
