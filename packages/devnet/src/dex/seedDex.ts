import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  maxUint256,
  numberToHex,
  pad,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import { deployThroughCreate2 } from '../create2/deployThroughCreate2.js'
import { DevnetError } from '../node/DevnetError.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import { uniswapV2Abi, uniswapV3Abi, wethAbi } from './dexAbis.js'
import {
  DEX_LIQUIDITY_PROVIDER,
  DEX_LIQUIDITY_PROVIDER_KEY,
  dexContracts,
} from './dexContracts.js'
import { planDexDeployment } from './dexDeployment.js'
import { encodePriceSqrt } from './encodePriceSqrt.js'

export type SeedDexParameters = {
  /** HTTP JSON-RPC URL of an anvil devnet seeded by `seedDevnet`. */
  rpcUrl: string
}

export type SeedDexReturnType = {
  /** How many contracts were deployed now (0 when the devnet had them). */
  deployed: number
  /** Whether the pools were created and funded now. */
  seededPools: boolean
}

/** Gas of the largest deployment (V3's position manager) with room. */
const DEPLOY_GAS = 12_000_000n

/**
 * The pools every devnet gets, at prices close to each other so routes
 * differ: ETH/LDT on V2 at 2,990 LDT per ETH and on V3 (0.3 %) at 3,000;
 * LDT/LUSD on V2 and on V3 (0.05 %) at 1:1. With the API's ETH price of
 * $3,000 (npm start), LDT and LUSD are worth about a dollar.
 */
export const DEX_POOLS = {
  v2EthLdt: { eth: parseEther('100'), ldt: parseEther('299000') },
  v2LdtLusd: { ldt: parseEther('500000'), lusd: parseUnits('500000', 6) },
  v3EthLdt: { fee: 3000, eth: parseEther('200'), ldt: parseEther('600000') },
  v3LdtLusd: {
    fee: 500,
    ldt: parseEther('1000000'),
    lusd: parseUnits('1000000', 6),
  },
} as const

/** LDT the liquidity provider holds for seeding (DemoToken's storage). */
const PROVIDER_LDT = parseEther('3000000')

/** Full-range ticks for a fee tier's tick spacing. */
const fullRange = (fee: number) => {
  const spacing = fee === 500 ? 10 : fee === 3000 ? 60 : 200
  const max = Math.floor(887272 / spacing) * spacing
  return { tickLower: -max, tickUpper: max }
}

/**
 * Deploys Uniswap V2 and V3, WETH9 and the Latch Demo Dollar
 * (`dexContracts`, the same addresses on every devnet) and seeds the
 * pools of {@link DEX_POOLS} from the liquidity provider's own key.
 * Idempotent: what is there is kept. The demo token must be deployed
 * (`seedDevnet`); the provider's LDT is written into its storage, so no
 * dev account's nonce or balance changes.
 */
export async function seedDex({
  rpcUrl,
}: SeedDexParameters): Promise<SeedDexReturnType> {
  const provider = privateKeyToAccount(DEX_LIQUIDITY_PROVIDER_KEY)
  try {
    const deployed = await deployThroughCreate2({
      rpcUrl,
      sender: provider,
      contracts: planDexDeployment(),
      gas: DEPLOY_GAS,
    })
    const seededPools = await seedPools(rpcUrl)
    return { deployed, seededPools }
  } catch (error) {
    throw new DevnetError(
      'SEED_FAILED',
      `Deploying the devnet DEX on ${rpcUrl} failed.`,
      {
        cause: error,
        details: error instanceof Error ? error.message : String(error),
      },
    )
  }
}

async function seedPools(rpcUrl: string): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const ldt = DEMO_TOKEN_ADDRESS as Address
  const lusd = dexContracts.DemoDollar
  const weth = dexContracts.WETH9
  const pair = await client.readContract({
    address: dexContracts.UniswapV2Factory,
    abi: uniswapV2Abi,
    functionName: 'getPair',
    args: [weth, ldt],
  })
  if (pair !== '0x0000000000000000000000000000000000000000') return false
  const ldtCode = await client.getCode({ address: ldt })
  if (!ldtCode || ldtCode === '0x')
    throw new Error(`no demo token at ${ldt}: run seedDevnet first`)

  const anvil = (method: string, params: unknown[]) =>
    client.request({ method: method as 'eth_chainId', params: params as never })
  await anvil('anvil_setBalance', [
    DEX_LIQUIDITY_PROVIDER,
    numberToHex(parseEther('10000')),
  ])
  // DemoToken's storage: totalSupply in slot 0, balanceOf in slot 1.
  const balanceSlot = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }],
      [DEX_LIQUIDITY_PROVIDER, 1n],
    ),
  )
  const supply = await client.readContract({
    address: ldt,
    abi: erc20Abi,
    functionName: 'totalSupply',
  })
  await anvil('anvil_setStorageAt', [ldt, balanceSlot, word(PROVIDER_LDT)])
  await anvil('anvil_setStorageAt', [
    ldt,
    pad('0x0', { size: 32 }),
    word(supply + PROVIDER_LDT),
  ])

  const chainId = await client.getChainId()
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEX_LIQUIDITY_PROVIDER_KEY),
    transport: http(rpcUrl),
  })
  let nonce = await client.getTransactionCount({
    address: DEX_LIQUIDITY_PROVIDER,
    blockTag: 'pending',
  })
  const gasPrice = await client.getGasPrice()
  const hashes: Hex[] = []
  /** Sends one call, back to back with the others (checked at the end). */
  const send = async ({
    value,
    ...call
  }: Parameters<typeof encodeFunctionData>[0] & {
    address: Address
    value?: bigint
  }) => {
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        to: call.address,
        data: encodeFunctionData(call),
        value,
        gas: 6_000_000n,
        maxFeePerGas: gasPrice * 2n,
        maxPriorityFeePerGas: 0n,
        nonce: nonce++,
        chainId,
      } as Parameters<typeof wallet.sendTransaction>[0]),
    )
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const { v2EthLdt, v2LdtLusd, v3EthLdt, v3LdtLusd } = DEX_POOLS
  const eth = v3EthLdt.eth
  await send({
    address: weth,
    abi: wethAbi,
    functionName: 'deposit',
    value: eth,
  })
  for (const token of [ldt, lusd, weth])
    for (const spender of [
      dexContracts.UniswapV2Router02,
      dexContracts.NonfungiblePositionManager,
    ])
      await send({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      })
  const router = dexContracts.UniswapV2Router02
  await send({
    address: router,
    abi: uniswapV2Abi,
    functionName: 'addLiquidityETH',
    args: [ldt, v2EthLdt.ldt, 0n, 0n, DEX_LIQUIDITY_PROVIDER, deadline],
    value: v2EthLdt.eth,
  })
  await send({
    address: router,
    abi: uniswapV2Abi,
    functionName: 'addLiquidity',
    args: [
      ldt,
      lusd,
      v2LdtLusd.ldt,
      v2LdtLusd.lusd,
      0n,
      0n,
      DEX_LIQUIDITY_PROVIDER,
      deadline,
    ],
  })
  const v3Pools = [
    { fee: v3EthLdt.fee, a: [weth, v3EthLdt.eth], b: [ldt, v3EthLdt.ldt] },
    { fee: v3LdtLusd.fee, a: [ldt, v3LdtLusd.ldt], b: [lusd, v3LdtLusd.lusd] },
  ] as const
  for (const { fee, a, b } of v3Pools) {
    const [[token0, amount0], [token1, amount1]] =
      BigInt(a[0]) < BigInt(b[0]) ? [a, b] : [b, a]
    const manager = dexContracts.NonfungiblePositionManager
    await send({
      address: manager,
      abi: uniswapV3Abi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, fee, encodePriceSqrt(amount1, amount0)],
    })
    await send({
      address: manager,
      abi: uniswapV3Abi,
      functionName: 'mint',
      args: [
        {
          token0,
          token1,
          fee,
          ...fullRange(fee),
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: DEX_LIQUIDITY_PROVIDER,
          deadline,
        },
      ],
    })
  }
  const receipts = await Promise.all(
    hashes.map((hash) => waitForReceipt(client, hash)),
  )
  const failed = receipts.findIndex((r) => r.status !== 'success')
  if (failed >= 0)
    throw new Error(`pool seeding transaction ${failed} reverted`)
  return true
}

const word = (value: bigint): Hex => pad(numberToHex(value), { size: 32 })
