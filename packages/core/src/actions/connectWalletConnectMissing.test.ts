import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { WalletConnectConnectorNotFoundError } from '../connectors/walletConnect/errors.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import { getWalletConnectState } from './getWalletConnectState.js'

describe('connectWalletConnect without a WalletConnect connector', () => {
  it("rejects with SPEC §8 'WalletConnectConnector not found' and starts no pairing", async () => {
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
      multiInjectedProviderDiscovery: false,
    })
    const failure = await connectWalletConnect(config).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect((failure as Error).message).toContain(
      'WalletConnectConnector not found',
    )
    expect((failure as WalletConnectConnectorNotFoundError).shortMessage).toBe(
      'WalletConnectConnector not found',
    )
    expect(getWalletConnectState(config).wcUri).toBeUndefined()
    expect(config.state.walletConnect).toBeUndefined()
  })
})
