import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
} from 'viem'

/** An ERC-20 `transfer` or `transferFrom` call's arguments. */
export type TokenCall = {
  /** transferFrom's owner of the tokens; undefined for transfer (the sender's own). */
  from: Address | undefined
  to: Address
  amount: bigint
}

/** An ERC-20 transfer as the explorer shows it: the call and its token. */
export type TokenTransfer = TokenCall & {
  token: Address
  symbol: string
  decimals: number
  /** `amount` in token units ('12.5'). */
  formatted: string
}

/**
 * The ERC-20 `transfer`/`transferFrom` a transaction's input calls
 * (decoded with viem's erc20Abi); undefined for any other input.
 */
export function decodeTokenCall(input: Hex): TokenCall | undefined {
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: input })
  } catch {
    return undefined
  }
  if (call.functionName === 'transfer') {
    const [to, amount] = call.args
    return { from: undefined, to, amount }
  }
  if (call.functionName === 'transferFrom') {
    const [from, to, amount] = call.args
    return { from, to, amount }
  }
  return undefined
}

/**
 * The token transfer of a transaction to `token` with `input`, its symbol
 * and decimals read from the contract on the node at `url`; undefined when
 * the input is no ERC-20 transfer or the contract answers no symbol and
 * decimals (not a token).
 */
export async function readTokenTransfer(
  url: string,
  token: Address,
  input: Hex,
): Promise<TokenTransfer | undefined> {
  const call = decodeTokenCall(input)
  if (!call) return undefined
  const client = createPublicClient({ transport: http(url) })
  const read = <F extends 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address: token, abi: erc20Abi, functionName })
  try {
    const [symbol, decimals] = await Promise.all([
      read('symbol'),
      read('decimals'),
    ])
    return {
      ...call,
      token,
      symbol,
      decimals,
      formatted: formatUnits(call.amount, decimals),
    }
  } catch {
    return undefined
  }
}
