// The 1inch Swap API v6 paths over the devnet DEX: the same quotes as
// /v1/convert, and approve → allowance → swap works for an ERC-20 input.
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  dexContracts,
  type StartAnvilReturnType,
  seedDevnet,
  seedDex,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import { type Address, erc20Abi, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetSwap } from '../../../test/blockchain/devnetSwap.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'

const ldt = DEMO_TOKEN_ADDRESS as Address
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
let anvil: StartAnvilReturnType
let api: Awaited<ReturnType<typeof createBlockchainTestApi>>

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  await seedDex({ rpcUrl: anvil.url })
  api = await createBlockchainTestApi({
    chains: [testChain(31337, anvil.url, { swap: devnetSwap })],
    overrides: {
      convert: { ipRateLimit: { ratePerSecond: 1000, burst: 2000 } },
    },
  })
}, 90_000)
afterAll(async () => {
  await api?.db.close()
  await anvil?.stop()
})

const json = async (path: string, status = 200) => {
  const response = await api.get(path)
  expect(response.status).toBe(status)
  return (await response.json()) as Record<string, unknown>
}

describe('/swap/v6.0/{chainId}/*', () => {
  it('lists tokens by address and quotes what /v1/convert/quotes quotes', async () => {
    const { tokens } = await json('/swap/v6.0/31337/tokens')
    expect(Object.keys(tokens as object)).toEqual([
      '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      ldt,
      dexContracts.DemoDollar,
    ])
    const amount = parseEther('3')
    const oneInch = await json(
      `/swap/v6.0/31337/quote?src=${native}&dst=${ldt}&amount=${amount}`,
    )
    const convert = await json(
      `/v1/convert/quotes?from=eip155:31337:${native}&to=eip155:31337:${ldt}&amount=${amount}`,
    )
    expect(oneInch.dstAmount).toBe(
      (convert.quotes as { toAmount: string }[])[0]?.toAmount,
    )
    expect(oneInch).not.toHaveProperty('protocols')
    const withProtocols = await json(
      `/swap/v6.0/31337/quote?src=${native}&dst=${ldt}&amount=${amount}&includeProtocols=true`,
    )
    expect(withProtocols.protocols).toEqual([
      [
        [
          {
            name: 'UNISWAP_V3',
            part: 100,
            fromTokenAddress: dexContracts.WETH9.toLowerCase(),
            toTokenAddress: ldt.toLowerCase(),
          },
        ],
      ],
    ])
  })

  it('spender, approve/transaction, allowance, then swap LDT → ETH through the approved router', async () => {
    const account = devAccounts[2]!
    const wallet = devnetWallet(anvil.url, account)
    const { address: spender } = await json('/swap/v6.0/31337/approve/spender')
    expect(spender).toBe(dexContracts.SwapRouter)
    const amount = parseEther('50')
    const approve = (await json(
      `/swap/v6.0/31337/approve/transaction?tokenAddress=${ldt}&amount=${amount}`,
    )) as { to: Address; data: Hex; value: string; gasPrice: string }
    expect(approve.to).toBe(ldt)
    const approveHash = await wallet.sendTransaction({
      to: approve.to,
      data: approve.data,
    })
    await waitForReceipt(wallet, approveHash)
    expect(
      await json(
        `/swap/v6.0/31337/approve/allowance?tokenAddress=${ldt}&walletAddress=${account.address}`,
      ),
    ).toEqual({ allowance: amount.toString() })
    expect(
      await wallet.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, dexContracts.SwapRouter],
      }),
    ).toBe(amount)
    const swap = (await json(
      `/swap/v6.0/31337/swap?src=${ldt}&dst=${native}&amount=${amount}&from=${account.address}&slippage=1`,
    )) as {
      dstAmount: string
      tx: { to: Address; data: Hex; value: string; gas: number }
    }
    expect(swap.tx.to).toBe(dexContracts.SwapRouter)
    const before = await wallet.getBalance({ address: account.address })
    const hash = await wallet.sendTransaction({
      to: swap.tx.to,
      data: swap.tx.data,
      gas: BigInt(swap.tx.gas),
    })
    const receipt = await waitForReceipt(wallet, hash)
    expect(receipt.status).toBe('success')
    const received =
      (await wallet.getBalance({ address: account.address })) -
      before +
      receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBeGreaterThanOrEqual(
      (BigInt(swap.dstAmount) * 99n) / 100n,
    )
  })

  it('answers bad input with 4xx JSON naming the field', async () => {
    expect(await json('/swap/v6.0/1/tokens', 400)).toMatchObject({
      message: 'Network not supported for Swaps',
    })
    expect(
      await json(`/swap/v6.0/31337/quote?src=0x1&dst=${ldt}&amount=1`, 400),
    ).toMatchObject({
      message: expect.stringMatching(/^src:/),
    })
    expect(
      await json(
        `/swap/v6.0/31337/swap?src=${native}&dst=${ldt}&amount=1&from=${ldt}&slippage=60`,
        400,
      ),
    ).toMatchObject({ message: expect.stringMatching(/slippage/) })
    expect(
      await json(
        `/swap/v6.0/31337/approve/transaction?tokenAddress=${native}`,
        400,
      ),
    ).toMatchObject({ message: expect.stringMatching(/^tokenAddress:/) })
  })
})
