import { defineError } from '@latch/common'

export type BitcoinWalletAnswerErrorType = BitcoinWalletAnswerError
/**
 * A Bitcoin wallet answered with something the method does not allow: a
 * missing field, a signature that is not base64, a PSBT that does not
 * parse, an address of another network.
 */
export class BitcoinWalletAnswerError extends defineError(
  'BitcoinWalletAnswerError',
  (method: string, details: string) => ({
    shortMessage: 'The wallet returned an invalid response.',
    details: `${method}: ${details}`,
    docsPath: '/core/bitcoin#errors',
    fields: { method },
  }),
) {}

export type BitcoinNotConnectedErrorType = BitcoinNotConnectedError
/** No wallet is connected in the bip122 namespace, or it has no Bitcoin side. */
export class BitcoinNotConnectedError extends defineError(
  'BitcoinNotConnectedError',
  (details?: string) => ({
    shortMessage: 'No Bitcoin wallet is connected.',
    details: details || undefined,
    docsPath: '/core/bitcoin',
  }),
) {}

export type InvalidBitcoinRecipientErrorType = InvalidBitcoinRecipientError
/** The recipient is not a Bitcoin address of the active network (SPEC §5). */
export class InvalidBitcoinRecipientError extends defineError(
  'InvalidBitcoinRecipientError',
  ({ address, testnet }: { address: string; testnet: boolean }) => ({
    shortMessage: 'Invalid receiver address',
    metaMessages: [
      `"${address}" is not a Bitcoin ${testnet ? 'testnet' : 'mainnet'} address (${testnet ? 'tb1…, m…, n… or 2…' : 'bc1…, 1… or 3…'}).`,
    ],
    docsPath: '/core/bitcoin/sendTransfer',
  }),
) {}

export type InvalidBitcoinAmountErrorType = InvalidBitcoinAmountError
/** The amount is not a positive whole number of satoshis. */
export class InvalidBitcoinAmountError extends defineError(
  'InvalidBitcoinAmountError',
  (amount: unknown) => ({
    shortMessage: 'Invalid amount',
    metaMessages: [
      `${JSON.stringify(String(amount))} is not a positive whole number of satoshis.`,
    ],
    docsPath: '/core/bitcoin/sendTransfer',
  }),
) {}

export type InvalidPsbtErrorType = InvalidPsbtError
/** The PSBT handed to `signPsbt` is not base64 or does not parse. */
export class InvalidPsbtError extends defineError(
  'InvalidPsbtError',
  (details: string) => ({
    shortMessage: 'Invalid PSBT',
    details,
    docsPath: '/core/bitcoin/signPsbt',
  }),
) {}
