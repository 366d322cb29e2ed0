// One WalletConnect session with eip155, solana and bip122 accounts, the
// wallet being the official SDK (@reown/walletkit 1.6.0) through the Latch
// relay: each namespace connected, switched, signed on and dropped alone.

import { bitcoinAdapter } from '@latch/bitcoin'
import {
  bitcoinTestnet,
  devnet,
  solanaLocalnet,
  UserRejectedRequestError,
} from '@latch/common'
import {
  connectWalletConnect,
  disconnect,
  getAccount,
  getNetwork,
  memoryStorage,
  reconnect,
  switchNetwork,
} from '@latch/core'
import { createMemoryStorage } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { createWalletConnectTestConfig, nextPairingUri } from '@latch/test'
import { blockOutboundFetch, initWallet, nextEvent } from '@latch/test/official'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'

const evm = privateKeyToAccount(`0x${'44'.repeat(32)}`)
const solanaSeed = new Uint8Array(32).fill(7)
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSeed))
const btcAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const evmChain = devnet.caipNetworkId
const solChain = solanaLocalnet.caipNetworkId
const btcChain = bitcoinTestnet.caipNetworkId
const allNamespaces = {
  eip155: {
    chains: [evmChain],
    accounts: [`${evmChain}:${evm.address}`],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    chains: [solChain],
    accounts: [`${solChain}:${solanaAddress}`],
    methods: ['solana_signMessage', 'solana_signTransaction'],
    events: [],
  },
  bip122: {
    chains: [btcChain],
    accounts: [`${btcChain}:${btcAddress}`],
    methods: ['getAccountAddresses', 'signMessage'],
    events: ['bip122_addressesChanged'],
  },
}

let relay: Awaited<ReturnType<typeof startRelay>>
let restoreFetch: () => void
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  restoreFetch = blockOutboundFetch()
})
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  restoreFetch()
  await relay.close()
})

/** The official wallet: approves every namespace, signs solana messages. */
async function createOfficialWallet(prefix: string) {
  const wallet = await initWallet(relay.url, prefix)
  closers.push(() => wallet.core.relayer.transportClose())
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approveSession({ id, namespaces: allNamespaces })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: body } = params.request
    const answer = (result: unknown) =>
      wallet.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', result },
      })
    if (method === 'solana_signMessage') {
      const { message } = body as { message: string }
      if (new TextDecoder().decode(base58.decode(message)) === 'no')
        return wallet.respondSessionRequest({
          topic,
          response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
        })
      const signature = ed25519.sign(base58.decode(message), solanaSeed)
      return answer({ signature: base58.encode(signature) })
    }
    if (method === 'getAccountAddresses')
      return answer([{ address: btcAddress, intention: 'payment' }])
    return wallet.respondSessionRequest({
      topic,
      response: {
        id,
        jsonrpc: '2.0',
        error: getSdkError('UNSUPPORTED_METHODS'),
      },
    })
  })
  return wallet
}

function createDapp(
  storage = memoryStorage(),
  wcStorage = createMemoryStorage(),
) {
  const dapp = createWalletConnectTestConfig({
    relayUrl: relay.url,
    networks: [devnet, solanaLocalnet, bitcoinTestnet],
    adapters: [solanaAdapter(), bitcoinAdapter()],
    storage,
    wcStorage,
  })
  closers.push(dapp.connector.close)
  return { ...dapp, storage, wcStorage }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 250 && !check(); i++)
    await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

describe('one WalletConnect session, three namespaces (official wallet)', () => {
  it('connects eip155, solana and bip122 together and switches between them', {
    timeout: 30_000,
  }, async () => {
    const wallet = await createOfficialWallet('multi-1')
    const dapp = createDapp()
    expect(dapp.connector.chainNamespaces).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
    const connecting = connectWalletConnect(dapp.config, {
      namespace: 'solana',
    })
    await wallet.pair({ uri: await nextPairingUri(dapp.config) })
    const result = await connecting
    expect(result).toMatchObject({
      namespace: 'solana',
      accounts: [solanaAddress],
      chainId: solanaLocalnet.id,
    })
    const { namespaces, activeNamespace } = dapp.config.state
    expect(activeNamespace).toBe('solana')
    expect(namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      accounts: [evm.address],
      caipNetworkId: evmChain,
    })
    expect(namespaces.bip122).toMatchObject({
      status: 'connected',
      accounts: [btcAddress],
      caipNetworkId: btcChain,
    })
    expect(getAccount(dapp.config)).toMatchObject({
      address: solanaAddress,
      caipAddress: `${solChain}:${solanaAddress}`,
      chainNamespace: 'solana',
    })
    expect(
      dapp.config.storage.getItem('connectedNamespaces')?.split(',').sort(),
    ).toEqual(['bip122', 'eip155', 'solana'])

    // Networks view: Ethereum devnet ↔ Solana local, the account of each.
    await switchNetwork(dapp.config, { network: devnet })
    expect(getAccount(dapp.config).address).toBe(evm.address)
    expect(getNetwork(dapp.config).caipNetworkId).toBe(evmChain)
    await switchNetwork(dapp.config, { network: solanaLocalnet })
    expect(getAccount(dapp.config).address).toBe(solanaAddress)
    expect(getNetwork(dapp.config).caipNetworkId).toBe(solChain)

    // The solana side signs through the session (ed25519, verified here).
    const solana = await dapp.connector.getNamespaceProvider?.('solana')
    const message = new TextEncoder().encode('hello solana')
    const signature = await solana?.signMessage({
      message,
      account: solanaAddress,
    })
    expect(
      signature &&
        ed25519.verify(signature, message, base58.decode(solanaAddress)),
    ).toBe(true)
    await expect(
      solana?.signMessage({
        message: new TextEncoder().encode('no'),
        account: solanaAddress,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)

    // An EVM account change while Solana is active stays on Solana.
    const [session] = Object.values(wallet.getActiveSessions())
    const other = privateKeyToAccount(`0x${'45'.repeat(32)}`).address
    await wallet.emitSessionEvent({
      topic: session!.topic,
      event: { name: 'accountsChanged', data: [`${evmChain}:${other}`] },
      chainId: evmChain,
    })
    await until(
      () => dapp.config.state.namespaces.eip155?.accounts[0] === other,
    )
    expect(dapp.config.state.activeNamespace).toBe('solana')
    await wallet.updateSession({
      topic: session!.topic,
      namespaces: allNamespaces,
    })
    expect(dapp.config.state.activeNamespace).toBe('solana')

    // The wallet drops solana: only that namespace disconnects.
    const { solana: _dropped, ...rest } = allNamespaces
    await wallet.updateSession({ topic: session!.topic, namespaces: rest })
    await until(() => dapp.config.state.namespaces.solana === undefined)
    expect(dapp.config.state.namespaces.eip155?.status).toBe('connected')
    expect(dapp.config.state.namespaces.bip122?.status).toBe('connected')
    expect(dapp.config.state.activeNamespace).not.toBe('solana')

    // Disconnect: every namespace of the session goes, the wallet hears it.
    const deleted = nextEvent(wallet, 'session_delete')
    await disconnect(dapp.config)
    await deleted
    expect(dapp.config.state.namespaces).toEqual({})
  })

  it('restores every namespace of the session on reload, ending on the active one', {
    timeout: 30_000,
  }, async () => {
    const wallet = await createOfficialWallet('multi-2')
    const first = createDapp()
    const connecting = connectWalletConnect(first.config, {
      namespace: 'bip122',
    })
    await wallet.pair({ uri: await nextPairingUri(first.config) })
    await connecting
    expect(first.config.state.activeNamespace).toBe('bip122')
    await first.connector.close()

    const again = createDapp(first.storage, first.wcStorage)
    await expect(reconnect(again.config)).resolves.toHaveLength(3)
    for (const n of ['eip155', 'solana', 'bip122'] as const)
      expect(again.config.state.namespaces[n]?.status).toBe('connected')
    expect(again.config.state.activeNamespace).toBe('bip122')
    expect(getAccount(again.config).address).toBe(btcAddress)
    const bitcoin = await again.connector.getNamespaceProvider?.('bip122')
    await expect(
      bitcoin?.getAccountAddresses({ account: btcAddress, chain: btcChain }),
    ).resolves.toMatchObject([{ address: btcAddress }])
  })
})
