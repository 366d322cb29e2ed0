import { createRequire } from 'node:module'
import { CREATE2_DEPLOYER } from '@latch/common/smart-account'
import {
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  zeroAddress,
} from 'viem'
import { demoDollarBytecode } from '../contracts/demoDollar.js'
import type { Create2Contract } from '../create2/deployThroughCreate2.js'
import {
  DEMO_DOLLAR_SEED_AMOUNT,
  DEX_LIQUIDITY_PROVIDER,
  DEX_SALT,
  type DexContractName,
} from './dexContracts.js'

const require = createRequire(import.meta.url)

/** A compiled contract's creation code from an npm package's artifact. */
function creationCode(artifact: unknown): Hex {
  const { bytecode } = artifact as { bytecode: string }
  return (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex
}

const args = (types: string[], values: unknown[]) =>
  encodeAbiParameters(
    types.map((type) => ({ type })),
    values,
  )

/** One contract of the DEX deployment. */
export type PlannedDexContract = Create2Contract & { name: DexContractName }

/**
 * Uniswap V2 and V3 from the packages Uniswap published (their compiled
 * artifacts, unmodified: `@uniswap/v2-core`, `v2-periphery`, `v3-core`,
 * `v3-periphery`), WETH9 and the Latch Demo Dollar, in deployment order,
 * each at its CREATE2 address through the deterministic deployer with
 * {@link DEX_SALT}. V2's fee setter is the liquidity provider; V3's owner
 * is the CREATE2 deployer (no one: fee tiers stay the three built in).
 * The position manager has no token descriptor (its NFTs have no URI).
 */
export function planDexDeployment(): readonly PlannedDexContract[] {
  const plan: PlannedDexContract[] = []
  const add = (name: DexContractName, initCode: Hex): Address => {
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt: DEX_SALT,
      bytecode: initCode,
    })
    plan.push({ name, salt: DEX_SALT, initCode, address })
    return address
  }
  const weth = add(
    'WETH9',
    creationCode(require('@uniswap/v2-periphery/build/WETH9.json')),
  )
  const v2Factory = add(
    'UniswapV2Factory',
    concat([
      creationCode(require('@uniswap/v2-core/build/UniswapV2Factory.json')),
      args(['address'], [DEX_LIQUIDITY_PROVIDER]),
    ]),
  )
  add(
    'UniswapV2Router02',
    concat([
      creationCode(
        require('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
      ),
      args(['address', 'address'], [v2Factory, weth]),
    ]),
  )
  const v3Factory = add(
    'UniswapV3Factory',
    creationCode(
      require('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
    ),
  )
  const factoryAndWeth = args(['address', 'address'], [v3Factory, weth])
  add(
    'SwapRouter',
    concat([
      creationCode(
        require('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'),
      ),
      factoryAndWeth,
    ]),
  )
  add(
    'QuoterV2',
    concat([
      creationCode(
        require('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
      ),
      factoryAndWeth,
    ]),
  )
  add(
    'NonfungiblePositionManager',
    concat([
      creationCode(
        require('@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'),
      ),
      args(['address', 'address', 'address'], [v3Factory, weth, zeroAddress]),
    ]),
  )
  add(
    'DemoDollar',
    concat([
      demoDollarBytecode,
      args(
        ['address', 'address[]', 'uint256'],
        [
          DEX_LIQUIDITY_PROVIDER,
          [DEX_LIQUIDITY_PROVIDER],
          DEMO_DOLLAR_SEED_AMOUNT,
        ],
      ),
    ]),
  )
  return plan
}
