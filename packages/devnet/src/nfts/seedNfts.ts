import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoBadgesAbi, demoBadgesBytecode } from '../contracts/demoBadges.js'
import {
  demoCrittersAbi,
  demoCrittersBytecode,
} from '../contracts/demoCritters.js'
import { devAccounts } from '../devAccounts.js'
import { DevnetError } from '../node/DevnetError.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import {
  DEMO_BADGE_SEED,
  DEMO_BADGES,
  DEMO_CRITTERS,
  DEMO_CRITTERS_PER_ACCOUNT,
} from './demoNfts.js'

export type SeedNftsParameters = {
  /** HTTP JSON-RPC URL of a devnet already seeded with the demo token. */
  rpcUrl: string
  /**
   * Where the metadata server runs (startNftMetadataServer's `url`); the
   * token URIs are `${metadataUrl}/nfts/<collection>/<id>.json`.
   */
  metadataUrl: string
}

export type SeedNftsReturnType = {
  /** Latch Critters (ERC-721), always DEMO_CRITTERS.address. */
  critters: Address
  /** Latch Badges (ERC-1155), always DEMO_BADGES.address. */
  badges: Address
}

/**
 * Deploys the demo NFT collections from dev account 0 (nonces 1 and 2,
 * both sent at once, mined together): Latch Critters mints 2 ERC-721
 * tokens to each dev account (ids 2i+1, 2i+2) and Latch Badges 3 of badge
 * 1 and 1 of badge 2 to each, in their constructors. Idempotent: when the
 * collections already have code, nothing is sent.
 */
export async function seedNfts({
  rpcUrl,
  metadataUrl,
}: SeedNftsParameters): Promise<SeedNftsReturnType> {
  const result = {
    critters: DEMO_CRITTERS.address,
    badges: DEMO_BADGES.address,
  }
  const client = createPublicClient({ transport: http(rpcUrl) })
  const code = await client.getCode({ address: DEMO_CRITTERS.address })
  if (code && code !== '0x') return result

  const deployer = privateKeyToAccount(devAccounts[0]!.privateKey)
  const nonce = await client.getTransactionCount({ address: deployer.address })
  if (nonce !== 1)
    throw new DevnetError(
      'SEED_ADDRESS_MISMATCH',
      `The demo NFTs cannot go to ${DEMO_CRITTERS.address}: seed a fresh devnet.`,
      { details: `dev account 0 has nonce ${nonce}, not 1` },
    )
  const id = await client.getChainId()
  const wallet = createWalletClient({
    account: deployer,
    chain: defineChain({
      id,
      name: `Devnet ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
  const holders = devAccounts.map((account) => account.address)
  try {
    const hashes = [
      await wallet.deployContract({
        abi: demoCrittersAbi,
        bytecode: demoCrittersBytecode,
        args: [
          `${metadataUrl}/nfts/${DEMO_CRITTERS.slug}/`,
          holders,
          DEMO_CRITTERS_PER_ACCOUNT,
        ],
        nonce: 1,
      }),
      await wallet.deployContract({
        abi: demoBadgesAbi,
        bytecode: demoBadgesBytecode,
        args: [
          `${metadataUrl}/nfts/${DEMO_BADGES.slug}/`,
          holders,
          [...DEMO_BADGE_SEED.ids],
          [...DEMO_BADGE_SEED.amounts],
        ],
        nonce: 2,
      }),
    ]
    const expected = [DEMO_CRITTERS.address, DEMO_BADGES.address]
    for (const [index, hash] of hashes.entries()) {
      const receipt = await waitForReceipt(client, hash)
      if (receipt.status !== 'success') throw new Error('deployment reverted')
      const deployed = receipt.contractAddress
      if (!deployed || !isAddressEqual(deployed, expected[index] as Hex))
        throw new Error(`deployed at ${deployed}`)
    }
  } catch (error) {
    throw new DevnetError('SEED_FAILED', `Seeding NFTs on ${rpcUrl} failed.`, {
      cause: error,
      details: error instanceof Error ? error.message : String(error),
    })
  }
  return result
}
