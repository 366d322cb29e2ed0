// Copies the directory's brand images out of two exact-pinned
// devDependencies into services/api/data, and records where each came from
// (package@version, path in the package, licence) in data/wallets.json and
// data/images.json. Run by hand after changing a mapping below or bumping a
// package:  node services/api/scripts/import-brand-images.mjs [DATA_DIR]
// (DATA_DIR: a copy of services/api/data to write instead; the test
// brandImages.test.ts runs it on one and expects the committed files.)
// The server never imports these packages: it serves the committed files.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const data =
  process.argv[2] ?? fileURLToPath(new URL('../data/', import.meta.url))

// The installed package's folder (its exports hide package.json).
const packageOf = (name) => {
  const file = require.resolve
    .paths(name)
    .map((folder) => join(folder, name, 'package.json'))
    .find((path) => existsSync(path))
  if (!file) throw new Error(`${name} is not installed (npm ci)`)
  const json = JSON.parse(readFileSync(file, 'utf8'))
  return {
    root: dirname(file),
    name,
    version: json.version,
    license: json.license,
  }
}
const web3icons = packageOf('@web3icons/core')
const simpleIcons = packageOf('simple-icons')
const simpleIconsData = JSON.parse(
  await readFile(join(simpleIcons.root, 'data/simple-icons.json'), 'utf8'),
)

/** Wallet id → [package, icon]; wallets not listed keep their monogram. */
const walletSources = {
  metamask: ['web3icons', 'wallets/background/metamask'],
  trust: ['web3icons', 'wallets/background/trust'],
  coinbase: ['web3icons', 'wallets/background/coinbase'],
  rainbow: ['web3icons', 'wallets/background/rainbow'],
  rabby: ['web3icons', 'wallets/background/rabby'],
  phantom: ['web3icons', 'wallets/background/phantom'],
  zerion: ['web3icons', 'wallets/background/zerion'],
  uniswap: ['web3icons', 'exchanges/background/uniswap'],
  okx: ['web3icons', 'wallets/background/okx'],
  brave: ['simple-icons', 'brave'],
  exodus: ['web3icons', 'wallets/background/exodus'],
  backpack: ['web3icons', 'wallets/background/backpack'],
  'ledger-live': ['web3icons', 'wallets/background/ledger'],
  safe: ['web3icons', 'wallets/background/safe'],
  bitget: ['web3icons', 'exchanges/background/bitget'],
  'crypto-com-onchain': ['web3icons', 'exchanges/background/crypto-com'],
  imtoken: ['web3icons', 'wallets/background/imtoken'],
  argent: ['web3icons', 'wallets/background/argent'],
  tokenpocket: ['web3icons', 'wallets/background/token-pocket'],
  '1inch': ['web3icons', 'exchanges/background/1inch'],
  solflare: ['web3icons', 'wallets/background/solflare'],
  zengo: ['web3icons', 'wallets/background/zengo'],
  enkrypt: ['web3icons', 'wallets/background/enkrypt'],
  coin98: ['web3icons', 'wallets/background/coin98'],
  'trezor-suite': ['web3icons', 'wallets/background/trezor'],
}

/** Latch's own icons, drawn for this repository (MIT, like the code). */
const ownWallets = new Set(['latch-wallet', 'latch-dev-wallet'])

/** `kind/id` in images.json → [package, icon, file under data/images/, its name]. */
const imageSources = {
  'token/eth': ['web3icons', 'tokens/branded/ETH', 'token-eth.svg', 'ETH'],
  'token/usdc': ['web3icons', 'tokens/branded/USDC', 'token-usdc.svg', 'USDC'],
  'token/usdt': ['web3icons', 'tokens/branded/USDT', 'token-usdt.svg', 'USDT'],
  'token/dai': ['web3icons', 'tokens/branded/DAI', 'token-dai.svg', 'DAI'],
  'token/pol': ['web3icons', 'tokens/branded/POL', 'token-pol.svg', 'POL'],
  'token/op': ['web3icons', 'tokens/branded/OP', 'token-op.svg', 'OP'],
  'token/arb': ['web3icons', 'tokens/branded/ARB', 'token-arb.svg', 'ARB'],
  'token/celo': ['web3icons', 'tokens/branded/CELO', 'token-celo.svg', 'CELO'],
  'token/sol': ['web3icons', 'tokens/branded/SOL', 'token-sol.svg', 'SOL'],
  'token/btc': ['web3icons', 'tokens/branded/BTC', 'token-btc.svg', 'BTC'],
  'asset/eip155:1': [
    'web3icons',
    'networks/branded/ethereum',
    'network-ethereum.svg',
    'Ethereum',
  ],
  'asset/eip155:10': [
    'web3icons',
    'networks/branded/optimism',
    'network-optimism.svg',
    'OP Mainnet',
  ],
  'asset/eip155:137': [
    'web3icons',
    'networks/branded/polygon',
    'network-polygon.svg',
    'Polygon',
  ],
  'asset/eip155:8453': [
    'web3icons',
    'networks/branded/base',
    'network-base.svg',
    'Base',
  ],
  'asset/eip155:42161': [
    'web3icons',
    'networks/branded/arbitrum-one',
    'network-arbitrum-one.svg',
    'Arbitrum One',
  ],
  'asset/eip155:42220': [
    'web3icons',
    'networks/branded/celo',
    'network-celo.svg',
    'Celo',
  ],
  'asset/eip155:44787': [
    'web3icons',
    'networks/branded/celo',
    'network-celo.svg',
    'Celo',
  ],
  'asset/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [
    'web3icons',
    'networks/branded/solana',
    'network-solana.svg',
    'Solana',
  ],
  'asset/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': [
    'web3icons',
    'networks/branded/solana',
    'network-solana.svg',
    'Solana',
  ],
  'asset/solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': [
    'web3icons',
    'networks/branded/solana',
    'network-solana.svg',
    'Solana',
  ],
  'asset/solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m': [
    'web3icons',
    'networks/branded/solana',
    'network-solana.svg',
    'Solana',
  ],
  'asset/bip122:000000000019d6689c085ae165831e93': [
    'web3icons',
    'networks/branded/bitcoin',
    'network-bitcoin.svg',
    'Bitcoin',
  ],
  'asset/bip122:000000000933ea01ad0ee984209779ba': [
    'web3icons',
    'networks/branded/bitcoin',
    'network-bitcoin.svg',
    'Bitcoin',
  ],
  'asset/walletconnect': [
    'web3icons',
    'wallets/background/wallet-connect',
    'walletconnect.svg',
    'WalletConnect',
  ],
  'asset/google': ['simple-icons', 'google', 'provider-google.svg', 'Google'],
  'asset/github': ['simple-icons', 'github', 'provider-github.svg', 'GitHub'],
  'asset/apple': ['simple-icons', 'apple', 'provider-apple.svg', 'Apple'],
  'asset/facebook': [
    'simple-icons',
    'facebook',
    'provider-facebook.svg',
    'Facebook',
  ],
  'asset/x': ['simple-icons', 'x', 'provider-x.svg', 'X'],
  'asset/discord': [
    'simple-icons',
    'discord',
    'provider-discord.svg',
    'Discord',
  ],
  'asset/farcaster': [
    'simple-icons',
    'farcaster',
    'provider-farcaster.svg',
    'Farcaster',
  ],
}

/** Images that may be added to images.json (with a monogram fallback). */
const newImages = [
  ['asset', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Sol', '#14a37f'],
  ['asset', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Sol', '#14a37f'],
  ['asset', 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m', 'Sol', '#14a37f'],
  ['asset', 'google', 'G', '#4285f4'],
  ['asset', 'github', 'GH', '#181717'],
  ['asset', 'apple', 'A', '#000000'],
  ['asset', 'facebook', 'f', '#0866ff'],
  ['asset', 'x', 'X', '#000000'],
  ['asset', 'discord', 'D', '#5865f2'],
  ['asset', 'farcaster', 'FC', '#855dcd'],
]

/** A web3icons SVG (its ES module's default export) without the class. */
async function fromWeb3icons(icon) {
  const path = `dist/svgs/${icon}.svg.js`
  const { default: svg } = await import(join(web3icons.root, path))
  return {
    svg: `${svg.replace(' class="web3icons"', '').trim()}\n`,
    source: `${web3icons.name}@${web3icons.version} ${path}`,
    licence: web3icons.license,
  }
}

/**
 * A Simple Icons mark (one path) in its brand colour on a white rounded
 * square, so it reads on light and dark backgrounds alike.
 */
async function fromSimpleIcons(slug) {
  const path = `icons/${slug}.svg`
  const raw = await readFile(join(simpleIcons.root, path), 'utf8')
  const entry = simpleIconsData.find((i) => i.slug === slug)
  if (!entry) throw new Error(`simple-icons has no data for ${slug}`)
  // An icon with its own licence entry is not covered by the package's CC0.
  if (entry.license) throw new Error(`${slug} has its own licence`)
  const d = /<path d="([^"]+)"/.exec(raw)?.[1]
  if (!d) throw new Error(`${path}: no single path`)
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#fff"/><path transform="translate(4.5 4.5) scale(.625)" fill="#${entry.hex}" d="${d}"/></svg>\n`,
    source: `${simpleIcons.name}@${simpleIcons.version} ${path}`,
    licence: simpleIcons.license,
  }
}

/** The image, named for assistive technology (role="img", aria-label). */
async function load([from, icon], label) {
  const image =
    from === 'web3icons'
      ? await fromWeb3icons(icon)
      : await fromSimpleIcons(icon)
  const name = label.replace(/[<>&"]/g, '')
  return {
    ...image,
    svg: image.svg.replace(
      '<svg xmlns="http://www.w3.org/2000/svg" ',
      `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${name}" `,
    ),
  }
}

// Wallets: data/wallet-images/{id}.svg.
const walletsFile = join(data, 'wallets.json')
const wallets = JSON.parse(await readFile(walletsFile, 'utf8'))
for (const wallet of wallets.wallets) {
  const { image_source: _s, image_licence: _l, ...rest } = wallet
  const file = join(data, 'wallet-images', `${wallet.id}.svg`)
  let source = 'monogram (renderMonogramSvg): no licensed logo found'
  let licence = 'MIT (Latch, generated)'
  if (ownWallets.has(wallet.id)) {
    source = `services/api/data/wallet-images/${wallet.id}.svg (Latch's own icon)`
    licence = 'MIT (Latch)'
  } else if (walletSources[wallet.id]) {
    const image = await load(walletSources[wallet.id], wallet.name)
    await writeFile(file, image.svg)
    source = image.source
    licence = image.licence
  } else await rm(file, { force: true })
  for (const key of Object.keys(wallet)) delete wallet[key]
  Object.assign(wallet, rest, { image_source: source, image_licence: licence })
}
await writeFile(walletsFile, `${JSON.stringify(wallets, null, 2)}\n`)

// Networks, tokens, currencies, provider marks: data/images/{file}.
const imagesFile = join(data, 'images.json')
const images = JSON.parse(await readFile(imagesFile, 'utf8'))
for (const [kind, id, monogram, color] of newImages)
  if (!images.images.some((i) => i.kind === kind && i.id === id))
    images.images.push({ kind, id, monogram, color })
await rm(join(data, 'images'), { recursive: true, force: true })
await mkdir(join(data, 'images'))
images.images = await Promise.all(
  images.images.map(async (entry) => {
    const { file: _f, image_source: _s, image_licence: _l, ...rest } = entry
    const mapping = imageSources[`${entry.kind}/${entry.id}`]
    if (!mapping)
      return {
        ...rest,
        image_source: 'monogram (renderMonogramSvg): no licensed icon found',
        image_licence: 'MIT (Latch, generated)',
      }
    const image = await load(mapping, mapping[3])
    await writeFile(join(data, 'images', mapping[2]), image.svg)
    return {
      ...rest,
      file: mapping[2],
      image_source: image.source,
      image_licence: image.licence,
    }
  }),
)
await writeFile(imagesFile, `${JSON.stringify(images, null, 2)}\n`)
console.log(
  `brand images: ${Object.keys(walletSources).length} wallets, ${Object.keys(imageSources).length} images`,
)
