// The swap settings of the devnet DEX (@latch/devnet's seedDex: Uniswap V2
// and V3 at fixed addresses on every devnet) as latch-api environment
// variables, `LATCH_API_SWAP_<chainId>` (services/api/README.md, "Swaps"),
// for `npm start` and the e2e setup.
import {
  DEMO_DOLLAR,
  DEMO_TOKEN,
  DEMO_TOKEN_ADDRESS,
  dexContracts,
} from '@latch/devnet'

/**
 * @param {readonly number[]} chainIds
 * @returns {Record<string, string>}
 */
export function devnetSwapEnv(chainIds) {
  const value = JSON.stringify({
    wrappedNative: dexContracts.WETH9,
    uniswapV2: { router: dexContracts.UniswapV2Router02 },
    uniswapV3: {
      quoter: dexContracts.QuoterV2,
      router: dexContracts.SwapRouter,
      // The tiers seedDex uses (ETH/LDT 0.3 %, LDT/LUSD 0.05 %).
      fees: [500, 3000],
    },
    tokens: [
      {
        address: DEMO_TOKEN_ADDRESS,
        name: DEMO_TOKEN.name,
        symbol: DEMO_TOKEN.symbol,
        decimals: DEMO_TOKEN.decimals,
      },
      {
        address: dexContracts.DemoDollar,
        name: DEMO_DOLLAR.name,
        symbol: DEMO_DOLLAR.symbol,
        decimals: DEMO_DOLLAR.decimals,
      },
    ],
  })
  return Object.fromEntries(
    chainIds.map((id) => [`LATCH_API_SWAP_${id}`, value]),
  )
}
