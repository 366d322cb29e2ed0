import { isBitcoinAddress } from '@latch/common'
import {
  InvalidBitcoinAmountError,
  InvalidBitcoinRecipientError,
} from './errors.js'

// 21 million BTC: no amount can be larger.
const MAX_SATS = 2_100_000_000_000_000n

/**
 * Checks a transfer before the wallet sees it: the recipient is an address
 * of the network (`testnet` or mainnet, SPEC §5) and the amount a positive
 * whole number of satoshis. Returns the amount as a decimal string.
 */
export function checkTransfer(
  parameters: { recipientAddress: unknown; amount: unknown },
  testnet: boolean,
): string {
  const { recipientAddress, amount } = parameters
  if (
    typeof recipientAddress !== 'string' ||
    !isBitcoinAddress(recipientAddress, { testnet })
  )
    throw new InvalidBitcoinRecipientError({
      address: String(recipientAddress),
      testnet,
    })
  const sats =
    typeof amount === 'bigint'
      ? amount
      : typeof amount === 'number' && Number.isSafeInteger(amount)
        ? BigInt(amount)
        : typeof amount === 'string' && /^\d{1,16}$/.test(amount)
          ? BigInt(amount)
          : undefined
  if (sats === undefined || sats <= 0n || sats > MAX_SATS)
    throw new InvalidBitcoinAmountError(amount)
  return sats.toString()
}
