/** One token of the devnet's demo NFT collections, as its metadata says. */
export type DemoNftToken = {
  /** Decimal token id. */
  id: string
  name: string
  description: string
  /** File under the metadata server's `/nfts/images/`. */
  image: string
}

/** A demo collection: where seeding deploys it and what it mints. */
export type DemoNftCollection = {
  /** Path segment of its metadata on the server: `/nfts/<slug>/<id>.json`. */
  slug: string
  name: string
  symbol: string
  standard: 'erc721' | 'erc1155'
  /** The CREATE address of dev account 0 at the nonce seeding uses. */
  address: `0x${string}`
}

const species = [
  ['Fox', 'critter-fox.svg'],
  ['Owl', 'critter-owl.svg'],
  ['Cat', 'critter-cat.svg'],
  ['Frog', 'critter-frog.svg'],
] as const

/** Latch Critters each dev account holds: 2 (ids 2i+1 and 2i+2). */
export const DEMO_CRITTERS_PER_ACCOUNT = 2n

/** Latch Badges each dev account holds: 3 of id 1 and 1 of id 2. */
export const DEMO_BADGE_SEED = { ids: [1n, 2n], amounts: [3n, 1n] } as const

/**
 * The demo ERC-721, Latch Critters (LCR): dev account 0's contract at
 * nonce 1, right after the demo token.
 */
export const DEMO_CRITTERS: DemoNftCollection = {
  slug: 'critters',
  name: 'Latch Critters',
  symbol: 'LCR',
  standard: 'erc721',
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
}

/**
 * The demo ERC-1155, Latch Badges (LBG): dev account 0's contract at
 * nonce 2.
 */
export const DEMO_BADGES: DemoNftCollection = {
  slug: 'badges',
  name: 'Latch Badges',
  symbol: 'LBG',
  standard: 'erc1155',
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
}

/** Metadata of a Latch Critter: four species in turn (Fox #1, Owl #2, …). */
export function critterToken(id: number): DemoNftToken {
  const [kind, image] = species[(id - 1) % species.length] ?? species[0]
  return {
    id: String(id),
    name: `${kind} #${id}`,
    description: `A Latch devnet critter: the ${kind.toLowerCase()}.`,
    image,
  }
}

/** Metadata of the Latch Badges. */
export const badgeTokens: readonly DemoNftToken[] = [
  {
    id: '1',
    name: 'Early Visitor',
    description: 'Given to every devnet account for dropping by.',
    image: 'badge-visitor.svg',
  },
  {
    id: '2',
    name: 'Devnet Builder',
    description: 'For those who build on the Latch devnet.',
    image: 'badge-builder.svg',
  },
]
