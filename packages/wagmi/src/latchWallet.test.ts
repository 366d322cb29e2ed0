import { devnet } from '@latch/common'
import {
  createConfig as createLatchConfig,
  connect as latchConnect,
  memoryStorage,
} from '@latch/core'
import { devAccounts } from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { connect, createConfig, getConnectors } from '@wagmi/core'
import { defineChain, http } from 'viem'
import { expect, it } from 'vitest'
import { latchWallet } from './latchWallet.js'

// RainbowKit's side of a wallet-list entry is a call: it hands
// `createConnector` its details and gives the result to wagmi's config.
it('is a RainbowKit wallet whose connector keeps its details and connects through the modal', async () => {
  const fixture = createWalletFixture()
  const latchConfig = createLatchConfig({
    projectId: 'p',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [fixture.connector],
  })
  const wallet = latchWallet({ latch: { config: latchConfig } })()
  expect(wallet).toMatchObject({
    id: 'latch',
    name: 'Latch',
    installed: true,
    iconBackground: '#2f5bea',
  })
  expect(wallet.iconUrl).toMatch(/^data:image\/svg\+xml,/)
  const rkDetails = { groupName: 'Popular', index: 0 }
  const chain = defineChain({
    id: 31337,
    name: devnet.name,
    nativeCurrency: devnet.nativeCurrency,
    rpcUrls: { default: { http: [] } },
  })
  const wagmi = createConfig({
    chains: [chain],
    connectors: [wallet.createConnector({ rkDetails })],
    transports: { 31337: http() },
  })
  const [connector] = getConnectors(wagmi)
  expect(connector).toMatchObject({ id: 'latch', type: 'latch', rkDetails })
  const stop = latchConfig.subscribe(
    (s) => s.modal.open,
    (open) => {
      if (open)
        void latchConnect(latchConfig, { connector: 'dev.latch.wallet' })
    },
  )
  const result = await connect(wagmi, { connector: connector! })
  stop()
  expect(result.accounts).toEqual([devAccounts[0]!.address])
})
