import { formatUnits } from '@latch/common'
import type { TokenBalance } from '../api/types.js'
import {
  ConnectorNotConnectedError,
  NetworkNotConfiguredError,
} from '../errors/connector.js'
import { getAdapter } from '../internal/getAdapter.js'
import { SendUnsupportedChainError } from '../send/errors.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { getTokenBalancesState } from './getTokenBalancesState.js'
import { estimateTransferGas } from './send/estimateTransferGas.js'

export type EstimateSendFeeParameters = {
  token: TokenBalance
  /**
   * 0x on eip155, base58 on solana.
   * @default the sender itself (the fee hardly depends on the receiver)
   */
  to?: string | undefined
  /** In the token's smallest units. @default 1 */
  units?: bigint | undefined
}

export type EstimateSendFeeReturnType = {
  /** 0n on solana, which prices signatures, not gas. */
  gas: bigint
  /** 0n on solana. */
  gasPrice: bigint
  /** gas × gasPrice, in the native token's smallest units. */
  fee: bigint
  /** The fee in native token units, every digit kept ('0.000042'). */
  formatted: string
  symbol: string
  /** The fee in USD, when the balances carry a native price. */
  usd: number | undefined
}

/**
 * The network fee of a send, in the native token and in USD: the
 * transfer's gas estimate times the network's current gas price; other
 * namespaces through their adapter (`solanaAdapter()`: the transfer's fee
 * in lamports, getFeeForMessage; gas and gas price 0n).
 * https://latch.dev/docs/core/actions/sendToken#fee
 *
 * @example
 * const { formatted, symbol, usd } = await estimateSendFee(config, { token })
 */
export async function estimateSendFee(
  config: Config,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const { token, units = 1n } = parameters
  const { caipNetwork, caipNetworkId } = getNetwork(config)
  if (!caipNetwork) throw new NetworkNotConfiguredError(caipNetworkId)
  const to = parameters.to ?? getAccount(config).address
  if (!to) throw new ConnectorNotConnectedError()
  let gas = 0n
  let gasPrice = 0n
  let fee: bigint
  if (caipNetwork.chainNamespace !== 'eip155') {
    // Other namespaces price their sends through their adapter.
    const estimate = getAdapter(
      config,
      caipNetwork.chainNamespace,
      'estimateSendFee',
    )
    if (!estimate)
      throw new SendUnsupportedChainError(caipNetwork.chainNamespace)
    ;({ gas, gasPrice, fee } = await estimate(config, {
      token,
      to: parameters.to,
    }))
  } else {
    const { getRpcRouter } = await import('../api/rpcRouter.js')
    ;[gas, gasPrice] = await Promise.all([
      estimateTransferGas(config, { token, to: to as `0x${string}`, units }),
      getRpcRouter(config)
        .request<string>(caipNetwork, 'eth_gasPrice')
        .then((hex) => BigInt(hex)),
    ])
    fee = gas * gasPrice
  }
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const formatted = formatUnits(fee, decimals)
  const native = getTokenBalancesState(config).balances.find(
    (b) => !b.address && b.chainId === caipNetworkId,
  )
  const usd =
    typeof native?.price === 'number'
      ? Number(formatted) * native.price
      : undefined
  return { gas, gasPrice, fee, formatted, symbol, usd }
}
