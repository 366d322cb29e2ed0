import { mainnet, solanaLocalnet } from '@latch/common'
import { connect, createConfig, memoryStorage, openModal } from '@latch/core'
import { createSolanaTestWallet } from '@latch/test'
import { generateKeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { expect, test } from 'vitest'
import { discoverStandardWallets } from './discoverStandardWallets.js'
import { watchStandardWallets } from './watchStandardWallets.js'

const solanaConfig = () =>
  createConfig({
    projectId: 'test',
    networks: [mainnet, solanaLocalnet],
    storage: null,
  })

test('wallets registered before and after become solana connectors; others are skipped', async () => {
  const early = createSolanaTestWallet({
    signer: await generateKeyPairSigner(),
    name: 'Early Wallet',
  })
  const unregisterEarly = getWallets().register(early)
  const config = solanaConfig()
  const stop = discoverStandardWallets(config)
  const late = createSolanaTestWallet({
    signer: await generateKeyPairSigner(),
    name: 'Late Wallet',
  })
  const evmOnly = { ...late, name: 'EVM Only', chains: ['eip155:1'] } as never
  const unregister = getWallets().register(late, evmOnly)
  const ids = config.state.connectors.map((c) => c.id)
  expect(ids).toContain('standard:Early Wallet')
  expect(ids).toContain('standard:Late Wallet')
  expect(ids).not.toContain('standard:EVM Only')
  expect(
    config.state.connectors.find((c) => c.id === 'standard:Late Wallet')
      ?.chainNamespace,
  ).toBe('solana')
  stop()
  unregister()
  unregisterEarly()
})

test('a wallet that unregisters is disconnected and no longer offered', async () => {
  const wallet = createSolanaTestWallet({
    signer: await generateKeyPairSigner(),
    name: 'Leaving Wallet',
    chains: [solanaLocalnet.caipNetworkId],
  })
  const unregister = getWallets().register(wallet)
  const config = solanaConfig()
  const stop = discoverStandardWallets(config)
  await connect(config, { connector: 'standard:Leaving Wallet' })
  expect(config.state.namespaces.solana?.status).toBe('connected')
  unregister()
  expect(config.state.connectors.map((c) => c.id)).not.toContain(
    'standard:Leaving Wallet',
  )
  expect(config.state.namespaces.solana?.status ?? 'disconnected').toBe(
    'disconnected',
  )
  stop()
})

const settle = async () => {
  await import('./discoverStandardWallets.js')
  await new Promise((r) => setTimeout(r, 0))
}
const ids = (config: { state: { connectors: readonly { id: string }[] } }) =>
  config.state.connectors.map((c) => c.id)

test('watchStandardWallets loads the discovery only with a Solana network, from the modal first opening', async () => {
  const wallet = createSolanaTestWallet({
    signer: await generateKeyPairSigner(),
    name: 'Watched Wallet',
  })
  const unregister = getWallets().register(wallet)
  const evm = createConfig({
    projectId: 'test',
    networks: [mainnet],
    storage: null,
  })
  watchStandardWallets(evm)
  const solana = solanaConfig()
  watchStandardWallets(solana)
  await settle()
  // Nothing before the first click: the page carries none of it.
  expect(ids(solana)).not.toContain('standard:Watched Wallet')
  void openModal(solana)
  await settle()
  expect(ids(solana)).toContain('standard:Watched Wallet')
  void openModal(evm)
  await settle()
  expect(ids(evm)).not.toContain('standard:Watched Wallet')
  unregister()
})

test("watchStandardWallets discovers at once with discovery: 'load', or to restore a stored Wallet Standard connection", async () => {
  const wallet = createSolanaTestWallet({
    signer: await generateKeyPairSigner(),
    name: 'Restored Wallet',
  })
  const unregister = getWallets().register(wallet)
  const eager = solanaConfig()
  watchStandardWallets(eager, { discovery: 'load' })
  const storage = memoryStorage()
  const stored = createConfig({
    projectId: 'test',
    networks: [mainnet, solanaLocalnet],
    storage,
  })
  stored.storage.setItem('connections', {
    solana: {
      connectorId: 'standard:Restored Wallet',
      accounts: [],
      caipNetworkId: solanaLocalnet.caipNetworkId,
    },
  })
  watchStandardWallets(stored)
  await settle()
  expect(ids(eager)).toContain('standard:Restored Wallet')
  expect(ids(stored)).toContain('standard:Restored Wallet')
  unregister()
})
