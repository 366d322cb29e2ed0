// The devnet DEX (issue #23 item 1) on a real anvil: Uniswap V2 and V3 from
// Uniswap's own published artifacts, at the planned addresses, pools
// seeded at the planned prices; quotes from V2's router and V3's QuoterV2
// agree with the pools, and a real swap through each router pays out what
// the quote said.

import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodePacked,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import { devAccounts } from '../devAccounts.js'
import { seedDevnet } from '../node/seedDevnet.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import { uniswapV2Abi, uniswapV3Abi } from './dexAbis.js'
import { DEMO_DOLLAR, dexContracts } from './dexContracts.js'
import { planDexDeployment } from './dexDeployment.js'
import { seedDex } from './seedDex.js'

const ldt = DEMO_TOKEN_ADDRESS as Address
const { WETH9: weth, DemoDollar: lusd } = dexContracts

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

const client = () => createPublicClient({ transport: http(anvil.url) })

describe('seedDex', () => {
  it('deploys every planned contract at its address, leaves the dev accounts alone, then does nothing the second time', async () => {
    const plan = planDexDeployment()
    expect(Object.fromEntries(plan.map((c) => [c.name, c.address]))).toEqual(
      dexContracts,
    )
    const dev0 = devAccounts[0]?.address as Address
    const before = await Promise.all([
      client().getTransactionCount({ address: dev0 }),
      client().readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [dev0],
      }),
    ])
    const first = await seedDex({ rpcUrl: anvil.url })
    expect(first).toEqual({ deployed: plan.length, seededPools: true })
    for (const c of plan)
      expect(await client().getCode({ address: c.address })).toMatch(/^0x.+/)
    // The dev accounts are as seedDevnet left them.
    expect(
      await Promise.all([
        client().getTransactionCount({ address: dev0 }),
        client().readContract({
          address: ldt,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [dev0],
        }),
      ]),
    ).toEqual(before)
    expect(await seedDex({ rpcUrl: anvil.url })).toEqual({
      deployed: 0,
      seededPools: false,
    })
    const [symbol, decimals] = await Promise.all([
      client().readContract({
        address: lusd,
        abi: erc20Abi,
        functionName: 'symbol',
      }),
      client().readContract({
        address: lusd,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    ])
    expect({ symbol, decimals }).toEqual({
      symbol: DEMO_DOLLAR.symbol,
      decimals: DEMO_DOLLAR.decimals,
    })
  })

  it('quotes ETH → LDT on V2 (2,990 less the fee) and V3 (3,000 less the fee), and LDT → LUSD through one hop', async () => {
    const v2 = await client().readContract({
      address: dexContracts.UniswapV2Router02,
      abi: uniswapV2Abi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [weth, ldt]],
    })
    // 1 ETH into 100 ETH / 299,000 LDT at 0.3 %: x·997·R / (1000·E + 997·x).
    const expectedV2 =
      (parseEther('1') * 997n * parseEther('299000')) /
      (parseEther('100') * 1000n + parseEther('1') * 997n)
    expect(v2[1]).toBe(expectedV2)
    const { result: v3 } = await client().simulateContract({
      address: dexContracts.QuoterV2,
      abi: uniswapV3Abi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: weth,
          tokenOut: ldt,
          amountIn: parseEther('1'),
          fee: 3000,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    // 200 ETH deep at 3,000: about 2,976 after fee and impact.
    expect(v3[0]).toBeGreaterThan(parseEther('2970'))
    expect(v3[0]).toBeLessThan(parseEther('2991'))
    expect(v3[0]).toBeGreaterThan(v2[1] as bigint)
    const { result: hop } = await client().simulateContract({
      address: dexContracts.QuoterV2,
      abi: uniswapV3Abi,
      functionName: 'quoteExactInput',
      args: [
        encodePacked(
          ['address', 'uint24', 'address', 'uint24', 'address'],
          [weth, 3000, ldt, 500, lusd],
        ),
        parseEther('1'),
      ],
    })
    expect(hop[0]).toBeGreaterThan(parseUnits('2960', 6))
    expect(hop[0]).toBeLessThan(parseUnits('2991', 6))
  })

  it('swaps for real through each router, paying out exactly the quote', async () => {
    const trader = privateKeyToAccount(generatePrivateKey())
    await client().request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [trader.address, '0x56bc75e2d63100000'] as never, // 100 ETH
    })
    const wallet = createWalletClient({
      account: trader,
      transport: http(anvil.url),
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const balance = () =>
      client().readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader.address],
      })
    const v2Quote = await client().readContract({
      address: dexContracts.UniswapV2Router02,
      abi: uniswapV2Abi,
      functionName: 'getAmountsOut',
      args: [parseEther('2'), [weth, ldt]],
    })
    const v2Hash = await wallet.writeContract({
      address: dexContracts.UniswapV2Router02,
      abi: uniswapV2Abi,
      functionName: 'swapExactETHForTokens',
      args: [v2Quote[1] as bigint, [weth, ldt], trader.address, deadline],
      value: parseEther('2'),
      chain: null,
    })
    expect((await waitForReceipt(client(), v2Hash)).status).toBe('success')
    expect(await balance()).toBe(v2Quote[1])

    const params = {
      tokenIn: weth,
      tokenOut: ldt,
      fee: 3000,
      amountIn: parseEther('1'),
      sqrtPriceLimitX96: 0n,
    }
    const { result: v3Quote } = await client().simulateContract({
      address: dexContracts.QuoterV2,
      abi: uniswapV3Abi,
      functionName: 'quoteExactInputSingle',
      args: [params],
    })
    const v3Hash = await wallet.writeContract({
      address: dexContracts.SwapRouter,
      abi: uniswapV3Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          ...params,
          recipient: trader.address,
          deadline,
          amountOutMinimum: v3Quote[0],
        },
      ],
      value: parseEther('1'),
      chain: null,
    })
    const receipt = await waitForReceipt(client(), v3Hash)
    expect(receipt.status).toBe('success')
    expect(await balance()).toBe((v2Quote[1] as bigint) + v3Quote[0])
  })
})
