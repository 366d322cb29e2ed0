import { formatUnits } from '@latch/common'
import type { TokenBalance } from '../api/types.js'
import {
  ConnectorNotConnectedError,
  NetworkNotConfiguredError,
} from '../errors/connector.js'
import { estimateTransferGas } from '../send/estimateTransferGas.js'
import type { Config } from '../types/config.js'
import { httpRpcRequest } from '../utils/httpRpcRequest.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'

export type EstimateSendFeeParameters = {
  token: TokenBalance
  /** @default the sender itself (the fee hardly depends on the receiver) */
  to?: `0x${string}` | undefined
  /** In the token's smallest units. @default 1 */
  units?: bigint | undefined
}

export type EstimateSendFeeReturnType = {
  gas: bigint
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
 * transfer's gas estimate times the network's current gas price.
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
  const to =
    parameters.to ?? (getAccount(config).address as `0x${string}` | undefined)
  if (!to) throw new ConnectorNotConnectedError()
  const [gas, gasPrice] = await Promise.all([
    estimateTransferGas(config, { token, to, units }),
    httpRpcRequest<string>({
      url: caipNetwork.rpcUrls.default.http[0] ?? '',
      method: 'eth_gasPrice',
    }).then((hex) => BigInt(hex)),
  ])
  const fee = gas * gasPrice
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const formatted = formatUnits(fee, decimals)
  const native = config.state.tokenBalances?.balances.find(
    (b) => !b.address && b.chainId === caipNetworkId,
  )
  const usd =
    typeof native?.price === 'number'
      ? Number(formatted) * native.price
      : undefined
  return { gas, gasPrice, fee, formatted, symbol, usd }
}
