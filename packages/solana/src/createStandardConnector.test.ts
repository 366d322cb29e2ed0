import {
  InternalRpcError,
  InvalidParamsRpcError,
  mainnet,
  solanaDevnet,
  solanaLocalnet,
  UnauthorizedProviderError,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@latch/common'
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  noopStorage,
} from '@latch/core'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
} from '@latch/test'
import { ed25519 } from '@noble/curves/ed25519.js'
import { generateKeyPairSigner, getAddressEncoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

import { walletStandard } from './createStandardConnector.js'
import {
  getSolanaAccounts,
  isSolanaStandardWallet,
} from './isSolanaStandardWallet.js'

const context = {
  networks: [mainnet, solanaLocalnet, solanaDevnet] as const,
  storage: createStorage({ storage: noopStorage }),
}

async function setup(options: Partial<CreateSolanaTestWalletParameters> = {}) {
  const signer = await generateKeyPairSigner()
  const wallet = createSolanaTestWallet({ signer, ...options })
  const connector = walletStandard({ wallet })(context)
  return { signer, wallet, connector }
}

describe('walletStandard connector', () => {
  test('presents the wallet: standard:<name>, ANNOUNCED, solana, its icon', async () => {
    const { connector, wallet } = await setup({ name: 'Phantomish' })
    expect(connector).toMatchObject({
      id: 'standard:Phantomish',
      name: 'Phantomish',
      type: 'ANNOUNCED',
      chainNamespace: 'solana',
      chainNamespaces: ['solana'],
      icon: wallet.icon,
    })
  })

  test('connect: standard:connect, base58 accounts, the chain the wallet knows', async () => {
    const { connector, signer, wallet } = await setup()
    expect(await connector.isAuthorized()).toBe(false)
    const result = await connector.connect()
    expect(result).toEqual({
      accounts: [signer.address],
      chainId: solanaLocalnet.id,
      namespace: 'solana',
    })
    expect(wallet.prompts).toEqual(['standard:connect'])
    expect(await connector.getAccounts()).toEqual([signer.address])
    expect(await connector.getChainId()).toBe(solanaLocalnet.id)
    expect(await connector.isAuthorized()).toBe(true)
  })

  test('after a reload the remembered Solana network is kept', async () => {
    const signer = await generateKeyPairSigner()
    const wallet = createSolanaTestWallet({ signer, name: 'Reloaded' })
    const storage = createStorage({ storage: memoryStorage() })
    storage.setItem('connections', {
      solana: {
        connectorId: 'standard:Reloaded',
        accounts: [signer.address],
        caipNetworkId: solanaDevnet.caipNetworkId,
      },
    })
    const connector = walletStandard({ wallet })({ ...context, storage })
    expect(await connector.getChainId()).toBe(solanaDevnet.id)
  })

  test('connect lands on the asked Solana network', async () => {
    const { connector } = await setup()
    const result = await connector.connect({ chainId: solanaDevnet.id })
    expect(result.chainId).toBe(solanaDevnet.id)
  })

  test('a declined connect is UserRejectedRequestError (4001)', async () => {
    const { connector } = await setup({ decide: () => 'reject' })
    const error = await connector.connect().catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
  })

  test('follows standard:events: account change, then all accounts gone', async () => {
    const { connector, wallet } = await setup()
    await connector.connect()
    const seen: unknown[] = []
    connector.emitter.on('change', (c) => seen.push(['change', c]))
    connector.emitter.on('disconnect', (d) => seen.push(['disconnect', d]))
    const next = await generateKeyPairSigner()
    wallet.setAccounts([next])
    await (
      wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }
    ).disconnect()
    expect(seen).toEqual([
      ['change', { namespace: 'solana', accounts: [next.address] }],
      ['disconnect', { namespace: 'solana' }],
    ])
  })

  test('disconnect calls standard:disconnect and stops following events', async () => {
    const { connector, wallet } = await setup()
    await connector.connect()
    let changes = 0
    connector.emitter.on('change', () => changes++)
    await connector.disconnect()
    expect(wallet.accounts).toEqual([])
    wallet.setAccounts([await generateKeyPairSigner()])
    expect(changes).toBe(0)
  })

  test("a standard:disconnect that fails is rethrown; core says 'Failed to disconnect' (DISCONNECT_ERROR) and forgets the connection", async () => {
    const signer = await generateKeyPairSigner()
    const wallet = createSolanaTestWallet({
      signer,
      name: 'Stuck',
      disconnectError: () =>
        Object.assign(new Error('The wallet is locked.'), { code: -32603 }),
    })
    const config = createConfig({
      projectId: 'p',
      networks: [solanaLocalnet],
      storage: noopStorage,
      connectors: [walletStandard({ wallet })],
    })
    const tracked: string[] = []
    config.events.on('track', ({ event }) => tracked.push(event))
    await connect(config, { connector: 'standard:Stuck' })
    expect(config.state.namespaces.solana?.status).toBe('connected')

    const error = await disconnect(config).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InternalRpcError)
    expect((error as InternalRpcError).details).toBe('The wallet is locked.')
    expect(tracked).toContain('DISCONNECT_ERROR')
    expect(tracked).not.toContain('DISCONNECT_SUCCESS')
    expect(config.state.namespaces.solana).toBeUndefined()
    // The wallet still lists the account: the visitor was told.
    expect(getSolanaAccounts(wallet.accounts)).toEqual([signer.address])
  })

  test('getProvider rejects (no eip155); getNamespaceProvider only for solana', async () => {
    const { connector } = await setup()
    await expect(connector.getProvider()).rejects.toBeInstanceOf(
      UnsupportedProviderMethodError,
    )
    await expect(
      connector.getNamespaceProvider?.('bip122'),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
    await expect(
      connector.getNamespaceProvider?.('solana'),
    ).resolves.toBeDefined()
  })

  test('switchChain records a Solana network; others are refused', async () => {
    const { connector } = await setup()
    await connector.connect()
    await connector.switchChain({ network: solanaDevnet })
    expect(await connector.getChainId()).toBe(solanaDevnet.id)
    await expect(
      connector.switchChain({ network: mainnet }),
    ).rejects.toBeInstanceOf(UnsupportedChainIdError)
  })
})

describe('the SolanaProvider over solana: features', () => {
  test('signMessage: an ed25519 signature by the account', async () => {
    const { connector, signer } = await setup()
    await connector.connect()
    const provider = await connector.getNamespaceProvider!('solana')
    const message = new TextEncoder().encode('sign me')
    const signature = await provider.signMessage({
      message,
      account: signer.address,
    })
    const publicKey = new Uint8Array(getAddressEncoder().encode(signer.address))
    expect(ed25519.verify(signature, message, publicKey)).toBe(true)
  })

  test('an account the wallet has not authorised is 4100', async () => {
    const { connector } = await setup()
    await connector.connect()
    const provider = await connector.getNamespaceProvider!('solana')
    const stranger = (await generateKeyPairSigner()).address
    await expect(
      provider.signMessage({ message: new Uint8Array([1]), account: stranger }),
    ).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  test('a declined signature is 4001; an unknown commitment is refused before the wallet', async () => {
    let answer: 'approve' | 'reject' = 'approve'
    const { connector, signer, wallet } = await setup({ decide: () => answer })
    await connector.connect()
    const provider = await connector.getNamespaceProvider!('solana')
    answer = 'reject'
    await expect(
      provider.signMessage({
        message: new Uint8Array([1]),
        account: signer.address,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const before = wallet.prompts.length
    await expect(
      provider.signAndSendTransaction({
        transaction: new Uint8Array(120),
        account: signer.address,
        chain: solanaLocalnet.caipNetworkId,
        options: { preflightCommitment: 'newest' as never },
      }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
    expect(wallet.prompts.length).toBe(before)
  })
})

describe('isSolanaStandardWallet', () => {
  test('a wallet with a solana: chain and standard:connect', async () => {
    const { wallet } = await setup()
    expect(isSolanaStandardWallet(wallet)).toBe(true)
  })
  test.each([
    null,
    'wallet',
    {},
    {
      name: 'x',
      chains: ['eip155:1'],
      features: { 'standard:connect': { connect() {} } },
    },
    { name: 'x', chains: ['solana:mainnet'], features: {} },
    {
      name: 'x',
      chains: 'solana:mainnet',
      features: { 'standard:connect': { connect() {} } },
    },
    {
      name: '',
      chains: ['solana:mainnet'],
      features: { 'standard:connect': { connect() {} } },
    },
    {
      name: 'x',
      chains: ['solana:mainnet'],
      features: { 'standard:connect': { connect: 1 } },
    },
  ])('refuses %j', (value) => {
    expect(isSolanaStandardWallet(value)).toBe(false)
  })
})
