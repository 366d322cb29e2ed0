import type { Address, Hex } from 'viem'

/** The CREATE2 salt of every DEX contract on the devnet. */
export const DEX_SALT: Hex =
  '0x4c6174636820646576206465782076310000000000000000000000000000000a'

/**
 * The account that provides the devnet pools' liquidity and owns the Latch
 * Demo Dollar: a key of its own (funded with `anvil_setBalance`), so the
 * dev accounts' nonces and balances stay as the other seeds leave them.
 * Public: never fund it anywhere real.
 */
export const DEX_LIQUIDITY_PROVIDER_KEY: Hex =
  '0x5c1e8d7a3b2f4e6c9d0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f501'
/** The address of {@link DEX_LIQUIDITY_PROVIDER_KEY}. */
export const DEX_LIQUIDITY_PROVIDER: Address =
  '0x4f02e8DdA4f15bb1326AE27aE50234c0A33B6A41'

/** LUSD minted to the liquidity provider at deployment: 10,000,000. */
export const DEMO_DOLLAR_SEED_AMOUNT = 10_000_000n * 10n ** 6n

/** Name, symbol and decimals of the devnet's second token. */
export const DEMO_DOLLAR = {
  name: 'Latch Demo Dollar',
  symbol: 'LUSD',
  decimals: 6,
} as const

/** The contracts of the devnet DEX, by name. */
export type DexContractName =
  | 'WETH9'
  | 'UniswapV2Factory'
  | 'UniswapV2Router02'
  | 'UniswapV3Factory'
  | 'SwapRouter'
  | 'QuoterV2'
  | 'NonfungiblePositionManager'
  | 'DemoDollar'

/**
 * Where `seedDex` deploys the DEX on every devnet (CREATE2: the same on
 * each chain). A test checks them against the deployment plan.
 */
export const dexContracts = {
  WETH9: '0xB97127a14F782EC2f252f8c3753AB8Db39126ed2',
  UniswapV2Factory: '0xD5fFa22E0826C0094B7F6C8D111d747f733cbD73',
  UniswapV2Router02: '0x0E075FaA831A610b0E56D4B34711ec18F3e2BC83',
  UniswapV3Factory: '0xe35b8C2494AB7de07f54b167B8747518ACb231cF',
  SwapRouter: '0xdD02DC1a36a690D7A7502Cb1406fC1725fc4b75d',
  QuoterV2: '0x04A9C0e029812142D47E7458cE3749239AEa145D',
  NonfungiblePositionManager: '0x42Db49a88Ea930bD342a45219B1081792696d424',
  DemoDollar: '0xA309071EDAC41dD98549f03064BFdBcECe940Ac0',
} as const satisfies Record<DexContractName, Address>
