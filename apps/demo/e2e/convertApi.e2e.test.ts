// Issue 23 item 2 on the e2e stack: the API that the setup starts (as
// `npm start` does) serves swaps on the devnet DEX; its quote equals the
// chain's own V3 quoter, on both devnet chains. Read-only: no pool moves.
import {
  DEMO_TOKEN_ADDRESS,
  dexContracts,
  uniswapV3Abi,
} from '@latch/devnet/node'
import { createPublicClient, http, parseEther } from 'viem'
import { expect, inject, test } from 'vitest'

const query = 'projectId=latch-demo&st=e2e&sv=0.1.0'

test('GET /v1/convert/tokens and /quotes answer from the devnet pools on both chains', async () => {
  for (const [index, chainId] of [31337, 31338].entries()) {
    const api = (path: string) =>
      fetch(new URL(`${path}&${query}`, inject('apiUrl')))
    const tokens = await api(`/v1/convert/tokens?chainId=eip155:${chainId}`)
    expect(tokens.status).toBe(200)
    const { tokens: list } = (await tokens.json()) as {
      tokens: { symbol: string }[]
    }
    expect(list.map((t) => t.symbol)).toEqual(['ETH', 'LDT', 'LUSD'])

    const amount = parseEther('1')
    const response = await api(
      `/v1/convert/quotes?from=eip155:${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:${chainId}:${DEMO_TOKEN_ADDRESS}&amount=${amount}&userAddress=eip155:${chainId}:${dexContracts.WETH9}&gasPrice=0`,
    )
    expect(response.status).toBe(200)
    const { quotes } = (await response.json()) as {
      quotes: { toAmount: string }[]
    }
    const client = createPublicClient({
      transport: http(inject('rpcUrls')[index]),
    })
    const { result } = await client.simulateContract({
      address: dexContracts.QuoterV2,
      abi: uniswapV3Abi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: dexContracts.WETH9,
          tokenOut: DEMO_TOKEN_ADDRESS,
          amountIn: amount,
          fee: 3000,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    expect(quotes[0]?.toAmount).toBe(result[0].toString())
  }
})
