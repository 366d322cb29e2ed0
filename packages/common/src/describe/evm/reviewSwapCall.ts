import type { Address } from 'viem'
import type {
  ReviewSwap,
  ReviewSwapToken,
} from '../../embeddedProtocol/review.js'
import type { DecodedSwapCall } from '../../evm/decodeSwapCall.js'

/**
 * A decoded swap as the review carries it: amounts as decimal strings,
 * each side with the symbol and decimals known of it (`currency` for the
 * native one, `infoOf` for a token).
 */
export function reviewSwapCall(
  swap: DecodedSwapCall,
  currency: { symbol: string; decimals: number },
  infoOf: (
    token: string,
  ) =>
    | { symbol?: string | undefined; decimals?: number | undefined }
    | undefined,
): ReviewSwap {
  const side = (token: Address | 'native'): ReviewSwapToken => {
    const info = token === 'native' ? currency : infoOf(token)
    return {
      token,
      ...(info?.symbol !== undefined && { symbol: info.symbol }),
      ...(info?.decimals !== undefined && { decimals: info.decimals }),
    }
  }
  return {
    protocol: swap.protocol,
    kind: swap.kind,
    tokenIn: side(swap.tokenIn),
    tokenOut: side(swap.tokenOut),
    path: [...swap.path],
    amountIn: swap.amountIn.toString(),
    amountOutMinimum: swap.amountOutMinimum.toString(),
    recipient: swap.recipient,
    deadline: swap.deadline.toString(),
  }
}
