import {
  type ChainNamespace,
  getEvmAddress,
  isSolanaAddress,
  type Network,
} from '@latch/common'
import type { TokenBalance } from '../api/types.js'
import {
  InsufficientSendBalanceError,
  InvalidReceiverAddressError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'
import { getTokenUnits } from './getTokenUnits.js'
import { parseSendAmount } from './parseSendAmount.js'
import { validateSend } from './validateSend.js'

export type PrepareSendParameters = {
  chainNamespace: ChainNamespace | undefined
  token: TokenBalance | undefined
  /** As typed, in token units ('1.5'). */
  amount: string | undefined
  receiverAddress: string | undefined
  /**
   * Solana: the network whose SOL is sent when no token is given (SPEC §5
   * asks for a token on EVM only).
   */
  network?: Network | undefined
}

export type PrepareSendReturnType<to extends string = `0x${string}`> = {
  token: TokenBalance
  /** The receiver: EIP-55 checksummed on eip155, base58 on solana. */
  to: to
  /** The amount in the token's smallest units. */
  units: bigint
}

/** The token a Solana send moves when none was picked: SOL of `network`. */
function nativeOf(network: Network | undefined): TokenBalance | undefined {
  if (network?.chainNamespace !== 'solana') return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: '' },
  }
}

/**
 * Everything a send checks before asking the wallet, in order: the send
 * rules of SPEC §5 (`validateSend`), the receiver address (0x + 40 hex on
 * eip155, 32–44 base58 characters on solana), the amount against the
 * token's decimals, and the balance. Throws the first failure as a typed
 * error; returns what the wallet request needs.
 *
 * @example
 * const { to, units } = prepareSend({ chainNamespace: 'eip155', token, amount: '1.5', receiverAddress })
 */
export function prepareSend(
  parameters: PrepareSendParameters & { chainNamespace: 'eip155' },
): PrepareSendReturnType
export function prepareSend(
  parameters: PrepareSendParameters,
): PrepareSendReturnType<string>
export function prepareSend(
  parameters: PrepareSendParameters,
): PrepareSendReturnType<string> {
  const checked = validateSend(parameters)
  const { amount, receiverAddress } = checked
  const solana = parameters.chainNamespace === 'solana'
  const token =
    checked.token ?? (solana ? nativeOf(parameters.network) : undefined)
  if (!token) throw new SendTokenRequiredError()
  let to: string
  if (solana) {
    to = receiverAddress.trim()
    if (!isSolanaAddress(to))
      throw new InvalidReceiverAddressError(to, 'solana')
  } else if (parameters.chainNamespace === 'eip155') {
    try {
      to = getEvmAddress(receiverAddress.trim())
    } catch {
      throw new InvalidReceiverAddressError(receiverAddress)
    }
  } else throw new SendUnsupportedChainError(parameters.chainNamespace)
  const units = parseSendAmount(amount, Number(token.quantity.decimals))
  // A SOL send without a balance entry leaves the balance to the chain.
  if (token !== checked.token) return { token, to, units }
  if (units > getTokenUnits(token))
    throw new InsufficientSendBalanceError({
      amount,
      balance: token.quantity.numeric,
    })
  return { token, to, units }
}
