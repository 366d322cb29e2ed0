import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoBadgesAbi } from '../contracts/demoBadges.js'
import { demoCrittersAbi } from '../contracts/demoCritters.js'
import { devAccounts } from '../devAccounts.js'
import { seedDevnet } from '../node/seedDevnet.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { DEMO_BADGES, DEMO_CRITTERS } from './demoNfts.js'
import { seedNfts } from './seedNfts.js'
import {
  type StartNftMetadataServerReturnType,
  startNftMetadataServer,
} from './startNftMetadataServer.js'

let anvil: StartAnvilReturnType
let metadata: StartNftMetadataServerReturnType
beforeAll(async () => {
  ;[anvil, metadata] = await Promise.all([
    startAnvil({ port: 0 }),
    startNftMetadataServer({ port: 0 }),
  ])
  await seedDevnet({ rpcUrl: anvil.url })
}, 30_000)
afterAll(async () => {
  await Promise.all([anvil?.stop(), metadata?.close()])
})

describe('seedNfts', () => {
  it('deploys both collections and gives every dev account its tokens', async () => {
    const seeded = await seedNfts({
      rpcUrl: anvil.url,
      metadataUrl: metadata.url,
    })
    expect(seeded).toEqual({
      critters: DEMO_CRITTERS.address,
      badges: DEMO_BADGES.address,
    })
    const client = createPublicClient({ transport: http(anvil.url) })
    const critters = { address: seeded.critters, abi: demoCrittersAbi }
    const badges = { address: seeded.badges, abi: demoBadgesAbi }
    for (const [index, account] of devAccounts.entries()) {
      const ids = [BigInt(2 * index + 1), BigInt(2 * index + 2)]
      for (const id of ids)
        expect(
          await client.readContract({
            ...critters,
            functionName: 'ownerOf',
            args: [id],
          }),
        ).toBe(account.address)
      expect(
        await client.readContract({
          ...badges,
          functionName: 'balanceOfBatch',
          args: [
            [account.address, account.address],
            [1n, 2n],
          ],
        }),
      ).toEqual([3n, 1n])
    }
    expect(
      await client.readContract({ ...critters, functionName: 'name' }),
    ).toBe('Latch Critters')
    expect(await client.readContract({ ...badges, functionName: 'name' })).toBe(
      'Latch Badges',
    )

    // The token URIs resolve on the metadata server, images too.
    const uri = await client.readContract({
      ...critters,
      functionName: 'tokenURI',
      args: [2n],
    })
    expect(uri).toBe(`${metadata.url}/nfts/critters/2.json`)
    const token = await (await fetch(uri)).json()
    expect(token).toEqual({
      name: 'Owl #2',
      description: 'A Latch devnet critter: the owl.',
      image: `${metadata.url}/nfts/images/critter-owl.svg`,
    })
    const image = await fetch(token.image)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg /)
    const badge = await client.readContract({
      ...badges,
      functionName: 'uri',
      args: [1n],
    })
    expect((await (await fetch(badge)).json()).name).toBe('Early Visitor')
    expect((await fetch(`${metadata.url}/nfts/badges/9.json`)).status).toBe(404)

    // Seeding again sends nothing.
    const nonce = await client.getTransactionCount({
      address: devAccounts[0]!.address,
    })
    expect(
      await seedNfts({ rpcUrl: anvil.url, metadataUrl: metadata.url }),
    ).toEqual(seeded)
    expect(
      await client.getTransactionCount({ address: devAccounts[0]!.address }),
    ).toBe(nonce)
  }, 30_000)
})
