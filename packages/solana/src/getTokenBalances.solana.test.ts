import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { solanaLocalnet } from '@latch/common'
import {
  connect,
  createConfig,
  dataKey,
  getAccount,
  getTokenBalances,
  getTokenBalancesState,
  memoryStorage,
} from '@latch/core'
import { devSolanaAccounts, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { startSolanaDevnet } from '@latch/devnet/node'
import { createSolanaTestWallet, startTestApi } from '@latch/test'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletStandard } from './createStandardConnector.js'

// Real peers: the local Solana chain (seeded: 1,000 SOL and 1,000,000 LDT
// per dev account), the real Latch API reading it, and a Wallet Standard
// wallet holding dev account 1's key.
let chain: Awaited<ReturnType<typeof startSolanaDevnet>>
let api: Awaited<ReturnType<typeof startTestApi>>
const cluster = solanaLocalnet.caipNetworkId

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 })
  const settings = getBlockchainSettings({
    env: {},
    chains: [],
    solanaChains: [
      {
        caipNetworkId: cluster as `solana:${string}`,
        rpcUrls: [chain.url],
        tokens: [
          {
            mint: SOLANA_DEMO_TOKEN_MINT,
            name: 'Latch Demo Token',
            symbol: 'LDT',
            decimals: 6,
          },
        ],
      },
    ],
  })
  api = await startTestApi({
    wallets: 0,
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await chain?.stop()
})

describe('getTokenBalances on Solana (through latch-api)', () => {
  it('loads SOL and LDT of the connected Solana account into state', async () => {
    const account = devSolanaAccounts[1]!
    const signer = await createKeyPairSignerFromPrivateKeyBytes(
      account.secretKey,
    )
    const wallet = createSolanaTestWallet({ signer, name: 'Sol Test' })
    const config = createConfig({
      projectId: api.projectId,
      networks: [
        { ...solanaLocalnet, rpcUrls: { default: { http: [chain.url] } } },
      ],
      storage: memoryStorage(),
      connectors: [walletStandard({ wallet })],
      multiInjectedProviderDiscovery: false,
      apiUrl: api.url,
    })
    await connect(config, { connector: 'standard:Sol Test' })
    // The CAIP-10 account goes to the API unchanged (base58 case kept).
    const caipAddress = `${cluster}:${account.address}`
    expect(getAccount(config).caipAddress).toBe(caipAddress)
    const balances = await getTokenBalances(config)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: cluster,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: '',
      },
      {
        name: 'Latch Demo Token',
        symbol: 'LDT',
        chainId: cluster,
        address: `${cluster}:${SOLANA_DEMO_TOKEN_MINT}`,
        value: 1_500_000,
        price: 1.5,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: '',
      },
    ])
    // One entry in the data layer, keyed by kind and CAIP-10 account.
    expect(
      config._internal.data.get(dataKey('tokenBalances', caipAddress)),
    ).toMatchObject({ status: 'success', data: balances })
    expect(getTokenBalancesState(config)).toEqual({
      balances,
      loading: false,
      unavailable: false,
      apiConfigured: true,
    })
  })
})
