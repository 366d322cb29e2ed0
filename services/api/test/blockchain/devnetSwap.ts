import { DEMO_DOLLAR, dexContracts } from '@latch/devnet/node'
import type { SwapSettings } from '../../src/blockchain/settings/BlockchainSettings.js'
import { DEVNET_DEMO_TOKEN } from '../../src/blockchain/settings/getBlockchainSettings.js'

/** The swap settings of a devnet seeded by `seedDex` (LDT and LUSD listed). */
export const devnetSwap: SwapSettings = {
  wrappedNative: dexContracts.WETH9,
  uniswapV2: { router: dexContracts.UniswapV2Router02 },
  uniswapV3: {
    quoter: dexContracts.QuoterV2,
    router: dexContracts.SwapRouter,
    fees: [500, 3000],
  },
  tokens: [
    DEVNET_DEMO_TOKEN,
    { ...DEMO_DOLLAR, address: dexContracts.DemoDollar },
  ],
}
