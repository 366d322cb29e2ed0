import { getEvmAddress, isEvmAddress } from '@latch/common'
import { toCoinType } from '../api/toCoinType.js'
import { InvalidReceiverAddressError } from '../send/errors.js'
import type { Config } from '../types/config.js'
import { getNetwork } from './getNetwork.js'
import { resolveAccountName } from './resolveAccountName.js'

export type ResolveSendReceiverParameters = {
  /** An address (0x + 40 hex) or a registered name such as alice.latch.id. */
  receiver: string
}

export type ResolveSendReceiverReturnType = {
  /** Checksummed. */
  address: `0x${string}`
  /** The name it was given as, when it was one. */
  name: string | undefined
}

/**
 * Turns what a user typed as the receiver into an address: an address is
 * checksummed; a name is resolved through the Latch API's names (the
 * address for the active chain's coin type, else the Ethereum one).
 * Undefined when nobody has the name; InvalidReceiverAddressError for text
 * that is neither; NameLookupError 'Error resolving name' when the lookup
 * fails.
 * https://latch.dev/docs/core/actions/sendToken#receiver
 *
 * @example
 * const receiver = await resolveSendReceiver(config, { receiver: 'alice.latch.id' })
 */
export async function resolveSendReceiver(
  config: Config,
  parameters: ResolveSendReceiverParameters,
): Promise<ResolveSendReceiverReturnType | undefined> {
  const receiver = parameters.receiver.trim()
  if (isEvmAddress(receiver)) {
    try {
      return { address: getEvmAddress(receiver), name: undefined }
    } catch {
      throw new InvalidReceiverAddressError(receiver)
    }
  }
  // A name has a label and a suffix; anything else is a mistyped address.
  if (!/^[^\s.]+(\.[^\s.]+)+$/.test(receiver))
    throw new InvalidReceiverAddressError(receiver)
  const record = await resolveAccountName(config, {
    name: receiver.toLowerCase(),
  })
  if (!record) return undefined
  const chainId = Number(getNetwork(config).chainId)
  let coinType: string | undefined
  try {
    coinType = String(toCoinType(chainId))
  } catch {
    coinType = undefined
  }
  const entry =
    (coinType ? record.addresses[coinType] : undefined) ??
    record.addresses['60'] ??
    Object.values(record.addresses)[0]
  if (!entry || !isEvmAddress(entry.address)) return undefined
  return { address: getEvmAddress(entry.address), name: record.name }
}
