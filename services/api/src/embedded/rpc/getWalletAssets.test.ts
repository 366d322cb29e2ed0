import {
  DEMO_BADGES,
  DEMO_CRITTERS,
  DEMO_TOKEN_ADDRESS,
  demoBadgesAbi,
  demoCrittersAbi,
  demoTokenAbi,
  devAccounts,
  type StartAnvilReturnType,
  type StartNftMetadataServerReturnType,
  seedDevnet,
  seedNfts,
  startAnvil,
  startNftMetadataServer,
  waitForReceipt,
} from '@latch/devnet/node'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { blockchainMigrations } from '../../blockchain/db/blockchainMigrations.js'
import { createIndexer } from '../../blockchain/indexer/createIndexer.js'
import { getBlockchainSettings } from '../../blockchain/settings/getBlockchainSettings.js'
import { migrate } from '../../db/migrate.js'

const giver = devAccounts[6]!
let anvil: StartAnvilReturnType
let metadata: StartNftMetadataServerReturnType
beforeAll(async () => {
  ;[anvil, metadata] = await Promise.all([
    startAnvil({ port: 0 }),
    startNftMetadataServer({ port: 0 }),
  ])
  await seedDevnet({ rpcUrl: anvil.url })
  await seedNfts({ rpcUrl: anvil.url, metadataUrl: metadata.url })
}, 60_000)
afterAll(async () => {
  await Promise.all([anvil?.stop(), metadata?.close()])
})

/** Gives `to` 2 ETH, 5 LDT, critter 13 and 2 × badge 1 from dev account 6. */
async function fund(to: Address) {
  const wallet = devnetWallet(anvil.url, giver)
  const hashes = [
    await wallet.sendTransaction({ to, value: parseEther('2') }),
    await wallet.writeContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: demoTokenAbi,
      functionName: 'transfer',
      args: [to, parseEther('5')],
    }),
    await wallet.writeContract({
      address: DEMO_CRITTERS.address,
      abi: demoCrittersAbi,
      functionName: 'transferFrom',
      args: [giver.address, to, 13n],
    }),
    await wallet.writeContract({
      address: DEMO_BADGES.address,
      abi: demoBadgesAbi,
      functionName: 'safeTransferFrom',
      args: [giver.address, to, 1n, 2n, '0x'],
    }),
  ]
  for (const hash of hashes) await waitForReceipt(wallet, hash)
}

it('wallet_getAssets: native, ERC-20 and the indexed NFTs (EIP-7811), filters, and the assetDiscovery capability', async () => {
  const chain = testChain(31337, anvil.url)
  const s = await createEmbeddedTestService('pglite', {
    chains: [chain],
    prices: { ETH: 3000, LDT: 1 },
  })
  // The blockchain API shares the database (as `npm start` runs them).
  await migrate(s.db, { extraMigrations: blockchainMigrations })
  const session = await s.login('assets@example.com')
  const address = session.user.address as Address
  await fund(address)
  const settings = getBlockchainSettings({ env: {}, chains: [chain] })
  await createIndexer({ db: s.db, settings }).indexOnce()

  const rpc = async (method: string, params: unknown) => {
    const response = await s.post(
      '/rpc',
      { chainId: 31337, method, params },
      { token: session.token },
    )
    expect(response.status).toBe(200)
    return (await response.json()).result
  }
  expect(await rpc('wallet_getCapabilities', [address])).toEqual({
    '0x7a69': {
      atomic: { status: 'unsupported' },
      assetDiscovery: { supported: true },
    },
  })
  const assets = await rpc('wallet_getAssets', [{ account: address }])
  expect(Object.keys(assets)).toEqual(['0x7a69'])
  expect(assets['0x7a69']).toEqual([
    {
      address: 'native',
      balance: '0x1bc16d674ec80000',
      type: 'native',
      metadata: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        price: 3000,
        value: 6000,
        iconUrl: '',
      },
    },
    {
      address: DEMO_TOKEN_ADDRESS,
      balance: '0x4563918244f40000',
      type: 'erc20',
      metadata: expect.objectContaining({
        name: 'Latch Demo Token',
        symbol: 'LDT',
        decimals: 18,
        price: 1,
        value: 5,
      }),
    },
    {
      address: DEMO_BADGES.address,
      balance: '0x2',
      type: 'erc1155',
      metadata: {
        name: 'Latch Badges',
        symbol: 'LBG',
        tokenId: '0x1',
        tokenName: 'Early Visitor',
        imageUrl: `${metadata.url}/nfts/images/badge-visitor.svg`,
      },
    },
    {
      address: DEMO_CRITTERS.address,
      balance: '0x1',
      type: 'erc721',
      metadata: {
        name: 'Latch Critters',
        symbol: 'LCR',
        tokenId: '0xd',
        tokenName: 'Fox #13',
        imageUrl: `${metadata.url}/nfts/images/critter-fox.svg`,
      },
    },
  ])

  // Filters: by type, by asset, by chain; another account has nothing.
  const nfts = await rpc('wallet_getAssets', [
    { account: address, assetTypeFilter: ['erc721'] },
  ])
  expect(nfts['0x7a69'].map((a: { type: string }) => a.type)).toEqual([
    'erc721',
  ])
  const native = await rpc('wallet_getAssets', [
    {
      account: address,
      assetFilter: { '0x7a69': [{ address: 'native', type: 'native' }] },
    },
  ])
  expect(native['0x7a69']).toHaveLength(1)
  expect(
    await rpc('wallet_getAssets', [{ account: address, chainFilter: ['0x1'] }]),
  ).toEqual({})
  expect(
    await rpc('wallet_getAssets', [{ account: devAccounts[0]!.address }]),
  ).toEqual({})
  const bad = await s.post(
    '/rpc',
    { chainId: 31337, method: 'wallet_getAssets', params: [] },
    { token: session.token },
  )
  expect(bad.status).toBe(400)
  await s.db.close()
}, 60_000)
