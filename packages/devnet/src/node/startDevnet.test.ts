import { smartAccountContracts } from '@latch/common/smart-account'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import { DEMO_BADGES, DEMO_CRITTERS } from '../nfts/demoNfts.js'
import { startDevnet } from './startDevnet.js'

async function rpc(url: string, method: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: unknown }).result
}

// Each test starts a whole devnet (two anvils, their contracts): the
// project's setup bound (60 s) under a loaded machine, as hooks have.
describe('startDevnet', { timeout: 60_000 }, () => {
  it('starts two seeded chains, their bundlers and the NFT metadata server, and stops them', async () => {
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
        // Its own bundler: same chain, the EntryPoint v0.7.
        expect(chain.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
        expect(await rpc(chain.bundlerUrl!, 'eth_chainId')).toBe(
          `0x${chain.chainId.toString(16)}`,
        )
        expect(
          await rpc(chain.bundlerUrl!, 'eth_supportedEntryPoints'),
        ).toEqual([smartAccountContracts.EntryPoint])
      }
      const image = await fetch(
        `${devnet.nftMetadataUrl}/nfts/images/critter-fox.svg`,
      )
      expect(image.status).toBe(200)
    } finally {
      await devnet.stop()
    }
    for (const chain of devnet.chains)
      await expect(rpc(chain.bundlerUrl!, 'eth_chainId')).rejects.toThrow()
  })

  it('leaves the bundlers out with bundler: false', async () => {
    const devnet = await startDevnet({ ports: [0, 0], bundler: false })
    try {
      expect(devnet.chains.map((c) => c.bundlerUrl)).toEqual([
        undefined,
        undefined,
      ])
    } finally {
      await devnet.stop()
    }
  })
})
