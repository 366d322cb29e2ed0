// What the user approves is what gets signed, for swaps: the service's
// review of a swap that latch-api's own builder made (buildSwapCall, the
// call POST /v1/convert/build-transaction answers) names its tokens with
// the symbols and decimals their contracts say, the minimum received, the
// recipient and the deadline — on anvil with the devnet DEX.
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  dexContracts,
  type StartAnvilReturnType,
  seedDevnet,
  seedDex,
  startAnvil,
} from '@latch/devnet/node'
import { type Address, numberToHex } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetSwap } from '../../../test/blockchain/devnetSwap.js'
import {
  buildSwapCall,
  minimumOut,
} from '../../blockchain/convert/buildSwapCall.js'
import { reviewEvmTransactions } from './reviewEvmTransactions.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  await seedDex({ rpcUrl: anvil.url })
}, 90_000)
afterAll(() => anvil?.stop())

const ldt = DEMO_TOKEN_ADDRESS as Address
const { WETH9: weth, DemoDollar: lusd } = dexContracts
const user = devAccounts[1]!.address as Address
const other = '0x00000000000000000000000000000000000a77Ac'
const deadline = 1_800_000_000n

const review = (
  call: { to: Address; data: `0x${string}`; value: bigint },
  from: Address = user,
) =>
  reviewEvmTransactions(
    testChain(31337, anvil.url, { swap: devnetSwap, tokens: [] }),
    {
      from,
      transactions: [
        {
          to: call.to,
          data: call.data,
          value: numberToHex(call.value),
          gas: '0x0',
          maxFeePerGas: '0x0',
          maxPriorityFeePerGas: '0x0',
        },
      ],
    },
  )

it('V3 ETH → LDT → LUSD (multicall with refundETH): ETH in, LUSD out with its 6 decimals', async () => {
  const call = buildSwapCall({
    swap: devnetSwap,
    route: {
      protocol: 'uniswap-v3',
      path: [weth, ldt, lusd],
      fees: [500, 3000],
      amountOut: 0n,
    },
    amountIn: 10n ** 16n,
    amountOutMin: minimumOut(2_525_252n, 100n),
    recipient: user,
    deadline,
    nativeIn: true,
    nativeOut: false,
  })
  const { calls, warnings } = await review(call)
  expect(calls[0]?.swap).toEqual({
    protocol: 'uniswap-v3',
    kind: 'exactInput',
    tokenIn: { token: 'native', symbol: 'ETH', decimals: 18 },
    tokenOut: { token: lusd, symbol: 'LUSD', decimals: 6 },
    path: [weth, ldt, lusd],
    amountIn: '10000000000000000',
    amountOutMinimum: '2499999',
    recipient: user,
    deadline: '1800000000',
  })
  expect(warnings.filter((w) => w.kind === 'swapRecipient')).toEqual([])
}, 30_000)

it('V2 LDT → ETH paying someone else: LDT in, ETH out, and a warning that the swap pays them', async () => {
  const call = buildSwapCall({
    swap: devnetSwap,
    route: { protocol: 'uniswap-v2', path: [ldt, weth], amountOut: 0n },
    amountIn: 20n * 10n ** 18n,
    amountOutMin: 4_000_000n,
    recipient: other,
    deadline,
    nativeIn: false,
    nativeOut: true,
  })
  const { calls, warnings } = await review(call)
  expect(calls[0]?.swap).toMatchObject({
    kind: 'swapExactTokensForETH',
    tokenIn: { token: ldt, symbol: 'LDT', decimals: 18 },
    tokenOut: { token: 'native', symbol: 'ETH' },
    amountOutMinimum: '4000000',
    recipient: other,
  })
  expect(warnings).toContainEqual({
    kind: 'swapRecipient',
    call: 1,
    recipient: other,
  })
}, 30_000)
