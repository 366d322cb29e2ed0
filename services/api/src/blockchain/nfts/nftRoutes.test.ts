import {
  DEMO_BADGES,
  DEMO_CRITTERS,
  demoBadgesAbi,
  demoCrittersAbi,
  devAccounts,
  type StartAnvilReturnType,
  type StartNftMetadataServerReturnType,
  seedDevnet,
  seedNfts,
  startAnvil,
  startNftMetadataServer,
  waitForReceipt,
} from '@latch/devnet/node'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'
import type { HistoryTransaction } from '../history/HistoryTransaction.js'
import type { AccountNft } from './AccountNft.js'

const alice = devAccounts[4]!
const bob = devAccounts[5]!.address
let anvil: StartAnvilReturnType
let metadata: StartNftMetadataServerReturnType
let api: Awaited<ReturnType<typeof createBlockchainTestApi>>

beforeAll(async () => {
  ;[anvil, metadata] = await Promise.all([
    startAnvil({ port: 0 }),
    startNftMetadataServer({ port: 0 }),
  ])
  await seedDevnet({ rpcUrl: anvil.url })
  await seedNfts({ rpcUrl: anvil.url, metadataUrl: metadata.url })
  api = await createBlockchainTestApi({
    chains: [testChain(31337, anvil.url)],
  })
}, 60_000)
afterAll(async () => {
  await api?.db.close()
  await Promise.all([anvil?.stop(), metadata?.close()])
})

async function nfts(address: Address, query = '') {
  const res = await api.get(`/v1/account/${address}/nfts${query}`)
  expect(res.status).toBe(200)
  return (await res.json()).data as AccountNft[]
}

async function history(address: Address) {
  const res = await api.get(`/v1/account/${address}/history`)
  expect(res.status).toBe(200)
  return (await res.json()).data as HistoryTransaction[]
}

const summary = (list: AccountNft[]) =>
  list.map((n) => [n.contract, n.tokenId, n.standard, n.amount, n.name])

describe('GET /v1/account/{address}/nfts', () => {
  it('lists the seeded ERC-721 and ERC-1155 tokens with their metadata', async () => {
    await api.indexer.indexOnce()
    const held = await nfts(alice.address, '?chainId=eip155:31337')
    // Dev account 4 holds critters 9 and 10, 3 × badge 1 and 1 × badge 2.
    // Ordered by chain, contract (lowercase) and numeric token id.
    expect(summary(held)).toEqual([
      [DEMO_BADGES.address, '1', 'erc1155', '3', 'Early Visitor'],
      [DEMO_BADGES.address, '2', 'erc1155', '1', 'Devnet Builder'],
      [DEMO_CRITTERS.address, '9', 'erc721', '1', 'Fox #9'],
      [DEMO_CRITTERS.address, '10', 'erc721', '1', 'Owl #10'],
    ])
    const fox = held.find((n) => n.name === 'Fox #9')
    expect(fox).toMatchObject({
      chainId: 'eip155:31337',
      description: 'A Latch devnet critter: the fox.',
      collection: { name: 'Latch Critters', symbol: 'LCR' },
      imageUrl: `${metadata.url}/nfts/images/critter-fox.svg`,
    })
    expect(held.find((n) => n.name === 'Early Visitor')?.collection).toEqual({
      name: 'Latch Badges',
      symbol: 'LBG',
    })
    // The image URL answers with the SVG.
    const image = await fetch(fox?.imageUrl ?? '')
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  }, 30_000)

  it('follows transfers into holdings and history (nft_info), metadata cached', async () => {
    const wallet = devnetWallet(anvil.url, alice)
    const give721 = await wallet.writeContract({
      address: DEMO_CRITTERS.address,
      abi: demoCrittersAbi,
      functionName: 'transferFrom',
      args: [alice.address, bob, 9n],
    })
    await waitForReceipt(wallet, give721)
    const give1155 = await wallet.writeContract({
      address: DEMO_BADGES.address,
      abi: demoBadgesAbi,
      functionName: 'safeBatchTransferFrom',
      args: [alice.address, bob, [1n, 2n], [2n, 1n], '0x'],
    })
    await waitForReceipt(wallet, give1155)
    await api.indexer.indexOnce()

    // The metadata was read once: with its server gone, names and images
    // still come from the cache.
    await metadata.close()
    const aliceHeld = summary(await nfts(alice.address)).map((n) => n.slice(1))
    expect(aliceHeld).toEqual(
      expect.arrayContaining([
        ['10', 'erc721', '1', 'Owl #10'],
        ['1', 'erc1155', '1', 'Early Visitor'],
      ]),
    )
    expect(aliceHeld).toHaveLength(2)
    const bobHeld = await nfts(bob)
    expect(bobHeld.find((n) => n.tokenId === '9')).toMatchObject({
      contract: DEMO_CRITTERS.address,
      name: 'Fox #9',
      imageUrl: expect.stringContaining('/nfts/images/critter-fox.svg'),
    })
    expect(
      bobHeld
        .filter((n) => n.contract === DEMO_BADGES.address)
        .map((n) => [n.tokenId, n.amount]),
    ).toEqual([
      ['1', '5'],
      ['2', '2'],
    ])

    const sent = (await history(alice.address)).find(
      (t) => t.metadata.hash === give721,
    )
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers).toEqual([
      {
        direction: 'out',
        sender: alice.address,
        recipient: bob,
        quantity: { numeric: '1' },
        nft_info: {
          name: 'Fox #9',
          collection: { name: 'Latch Critters' },
          token_id: '9',
          standard: 'erc721',
          content: {
            preview: { url: `${metadata.url}/nfts/images/critter-fox.svg` },
          },
          flags: { is_spam: false },
        },
      },
    ])
    const received = (await history(bob)).find(
      (t) => t.metadata.hash === give1155,
    )
    expect(received?.metadata.operationType).toBe('receive')
    expect(
      received?.transfers.map((t) => [
        t.direction,
        t.nft_info?.name,
        t.quantity.numeric,
      ]),
    ).toEqual([
      ['in', 'Early Visitor', '2'],
      ['in', 'Devnet Builder', '1'],
    ])
  }, 30_000)

  it('rejects a malformed address', async () => {
    const res = await api.get('/v1/account/0x1234/nfts')
    expect(res.status).toBe(400)
  })
})
