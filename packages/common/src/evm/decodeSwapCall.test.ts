import { readFileSync } from 'node:fs'
import {
  type Abi,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  type Hex,
  maxUint256,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeSwapCall } from './decodeSwapCall.js'

// The routers' ABIs as Uniswap's npm packages ship them (the contracts the
// devnet deploys): calldata encoded with them, not with our fragments.
const artifact = (path: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../node_modules/@uniswap/${path}`, import.meta.url),
      'utf8',
    ),
  ).abi as Abi
const v2Router = artifact('v2-periphery/build/UniswapV2Router02.json')
const v3Router = artifact(
  'v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
)

// The devnet's contracts (packages/devnet dexContracts, DEMO_TOKEN_ADDRESS).
const weth = '0xB97127a14F782EC2f252f8c3753AB8Db39126ed2'
const v2 = '0x0E075FaA831A610b0E56D4B34711ec18F3e2BC83'
const v3 = '0xdD02DC1a36a690D7A7502Cb1406fC1725fc4b75d'
const ldt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const lusd = '0xA309071EDAC41dD98549f03064BFdBcECe940Ac0'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const thief = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const deadline = 1_800_000_000n

const encode = (abi: Abi, functionName: string, args: unknown[]) =>
  encodeFunctionData({ abi, functionName, args })
const single = (recipient: string, amountIn: bigint, tokenIn = ldt) =>
  encode(v3Router, 'exactInputSingle', [
    {
      tokenIn,
      tokenOut: tokenIn === ldt ? weth : ldt,
      fee: 3000,
      recipient,
      deadline,
      amountIn,
      amountOutMinimum: 777n,
      sqrtPriceLimitX96: 0n,
    },
  ])
const multicall = (calls: Hex[]) => encode(v3Router, 'multicall', [calls])

describe('decodeSwapCall: calls built by latch-api (captured from buildSwapCall on the devnet)', () => {
  // POST /v1/convert/build-transaction's builder (services/api
  // buildSwapCall), devnet addresses, recipient `user`, deadline 1.8e9.
  it('V2 ETH → LDT: swapExactETHForTokens, the value is the amount in', () => {
    const data =
      '0x7ff36ab500000000000000000000000000000000000000000000000001b2387669a6388d000000000000000000000000000000000000000000000000000000000000008000000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000006b49d2000000000000000000000000000000000000000000000000000000000000000002000000000000000000000000b97127a14f782ec2f252f8c3753ab8db39126ed20000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3'
    expect(decodeSwapCall({ to: v2, data, value: 10n ** 16n })).toEqual({
      protocol: 'uniswap-v2',
      kind: 'swapExactETHForTokens',
      tokenIn: 'native',
      tokenOut: ldt,
      path: [weth, ldt],
      amountIn: 10n ** 16n,
      // 1 % under the quote 123456789012345678
      amountOutMinimum: 122222221122222221n,
      recipient: user,
      deadline,
    })
  })

  it('V3 LDT → ETH: multicall(exactInputSingle to the router, unwrapWETH9 to the user)', () => {
    const data =
      '0xac9650d800000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000001800000000000000000000000000000000000000000000000000000000000000104414bf3890000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3000000000000000000000000b97127a14f782ec2f252f8c3753ab8db39126ed20000000000000000000000000000000000000000000000000000000000000bb8000000000000000000000000dd02dc1a36a690d7a7502cb1406fc1725fc4b75d000000000000000000000000000000000000000000000000000000006b49d200000000000000000000000000000000000000000000000001158e460913d00000000000000000000000000000000000000000000000000000001010ed597ff58d000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000004449404b7c000000000000000000000000000000000000000000000000001010ed597ff58d00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c800000000000000000000000000000000000000000000000000000000'
    expect(decodeSwapCall({ to: v3, data, value: 0n })).toEqual({
      protocol: 'uniswap-v3',
      kind: 'exactInputSingle',
      tokenIn: ldt,
      tokenOut: 'native',
      path: [ldt, weth],
      amountIn: 20n * 10n ** 18n,
      amountOutMinimum: 4522211222222221n,
      recipient: user,
      deadline,
    })
  })

  it('V3 ETH → LDT → LUSD: multicall(exactInput, refundETH); native in only where WETH is known', () => {
    const data =
      '0xac9650d800000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000001c00000000000000000000000000000000000000000000000000000000000000144c04b8d59000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000a000000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000006b49d200000000000000000000000000000000000000000000000000002386f26fc1000000000000000000000000000000000000000000000000000000000000002625a00000000000000000000000000000000000000000000000000000000000000042b97127a14f782ec2f252f8c3753ab8db39126ed20001f45fbdb2315678afecb367f032d93f642f64180aa3000bb8a309071edac41dd98549f03064bfdbcece940ac000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000412210e8a00000000000000000000000000000000000000000000000000000000'
    const call = { to: v3, data, value: 10n ** 16n } as const
    expect(decodeSwapCall({ ...call, wrappedNative: weth })).toEqual({
      protocol: 'uniswap-v3',
      kind: 'exactInput',
      tokenIn: 'native',
      tokenOut: lusd,
      path: [weth, ldt, lusd],
      amountIn: 10n ** 16n,
      amountOutMinimum: 2_500_000n,
      recipient: user,
      deadline,
    })
    // Without the chain's WETH the bytes say "WETH in", and so does the screen.
    expect(decodeSwapCall(call)?.tokenIn).toBe(weth)
  })
})

describe('decodeSwapCall: encoded with the routers’ own ABIs', () => {
  it('V2 swapExactTokensForETH and swapExactTokensForTokens', () => {
    for (const [functionName, tokenOut] of [
      ['swapExactTokensForETH', 'native'],
      ['swapExactTokensForTokens', lusd],
    ] as const) {
      const path =
        functionName === 'swapExactTokensForETH'
          ? [ldt, weth]
          : [ldt, weth, lusd]
      const data = encode(v2Router, functionName, [
        5n,
        4n,
        path,
        thief,
        deadline,
      ])
      expect(decodeSwapCall({ to: v2, data })).toEqual({
        protocol: 'uniswap-v2',
        kind: functionName,
        tokenIn: ldt,
        tokenOut,
        path,
        amountIn: 5n,
        amountOutMinimum: 4n,
        recipient: thief,
        deadline,
      })
    }
  })

  it('V3 exactInputSingle alone pays its own recipient', () => {
    const swap = decodeSwapCall({ to: v3, data: single(thief, 9n) })
    expect(swap).toMatchObject({
      kind: 'exactInputSingle',
      tokenIn: ldt,
      tokenOut: weth,
      amountOutMinimum: 777n,
      recipient: thief,
    })
  })

  it('V3 native in needs WETH first and a value covering the amount', () => {
    const data = single(user, 100n, weth)
    const read = (value: bigint, wrappedNative?: `0x${string}`) =>
      decodeSwapCall({ to: v3, data, value, wrappedNative })?.tokenIn
    expect(read(100n, weth)).toBe('native')
    expect(read(99n, weth)).toBe(weth)
    expect(read(0n, weth)).toBe(weth)
    expect(read(100n)).toBe(weth)
    // LDT in with ETH attached: the router pulls LDT, not the ETH.
    expect(
      decodeSwapCall({
        to: v3,
        data: single(user, 100n),
        value: 100n,
        wrappedNative: weth,
      })?.tokenIn,
    ).toBe(ldt)
  })

  it('the unwrap’s recipient and minimum are what the user gets in ETH', () => {
    const data = multicall([
      single(v3, 9n),
      encode(v3Router, 'unwrapWETH9', [555n, thief]),
    ])
    expect(decodeSwapCall({ to: v3, data })).toMatchObject({
      tokenOut: 'native',
      amountOutMinimum: 555n,
      recipient: thief,
    })
  })

  it('multicalls of other shapes stay raw', () => {
    const unwrap = encode(v3Router, 'unwrapWETH9', [1n, user])
    const shapes: Hex[][] = [
      [],
      [unwrap],
      // the swap pays someone else, then the router unwraps what it held
      [single(thief, 9n), unwrap],
      [single(v3, 9n), encode(v3Router, 'sweepToken', [ldt, 1n, thief])],
      [single(v3, 9n), unwrap, encode(v3Router, 'refundETH', [])],
      [single(v3, 9n), single(v3, 9n)],
      [single(v3, 9n), '0xdeadbeef'],
    ]
    for (const calls of shapes)
      expect(decodeSwapCall({ to: v3, data: multicall(calls) })).toBeUndefined()
  })

  it('a V3 path that is not address (fee address)+ stays raw', () => {
    const exactInput = (path: Hex) =>
      encode(v3Router, 'exactInput', [
        { path, recipient: user, deadline, amountIn: 1n, amountOutMinimum: 1n },
      ])
    expect(
      decodeSwapCall({
        to: v3,
        data: exactInput(encodePacked(['address'], [ldt])),
      }),
    ).toBeUndefined()
    expect(
      decodeSwapCall({
        to: v3,
        data: exactInput(
          encodePacked(
            ['address', 'uint24', 'address', 'uint8'],
            [ldt, 500, weth, 1],
          ),
        ),
      }),
    ).toBeUndefined()
  })

  it('other selectors, exact-output swaps and no calldata stay raw', () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [v2, maxUint256],
    })
    expect(decodeSwapCall({ to: ldt, data: approve })).toBeUndefined()
    expect(
      decodeSwapCall({
        to: v2,
        data: encode(v2Router, 'swapTokensForExactTokens', [
          1n,
          2n,
          [ldt, weth],
          user,
          deadline,
        ]),
      }),
    ).toBeUndefined()
    expect(decodeSwapCall({ to: v2, data: '0x' })).toBeUndefined()
    expect(decodeSwapCall({ to: null, data: approve })).toBeUndefined()
  })
})
