import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import { DEMO_BADGES, DEMO_CRITTERS } from '../nfts/demoNfts.js'
import { startDevnet } from './startDevnet.js'

describe('startDevnet', () => {
  it('starts two seeded chains and the NFT metadata server, and stops them', async () => {
    const devnet = await startDevnet({ ports: [0, 0] })
    try {
      expect(devnet.chains.map((c) => c.chainId)).toEqual([31337, 31338])
      expect(devnet.chains[0]!.url).not.toBe(devnet.chains[1]!.url)
      for (const chain of devnet.chains) {
        expect(chain.token).toBe(DEMO_TOKEN_ADDRESS)
        expect(chain.critters).toBe(DEMO_CRITTERS.address)
        expect(chain.badges).toBe(DEMO_BADGES.address)
        const client = createPublicClient({ transport: http(chain.url) })
        expect(await client.getChainId()).toBe(chain.chainId)
        const code = await client.getCode({ address: chain.token })
        expect(code?.length).toBeGreaterThan(2)
      }
      const image = await fetch(
        `${devnet.nftMetadataUrl}/nfts/images/critter-fox.svg`,
      )
      expect(image.status).toBe(200)
    } finally {
      await devnet.stop()
    }
  })
})
