import type { Config } from '@latch/core'
import { getBitcoinConnection } from './getBitcoinConnection.js'

export type SignBitcoinMessageParameters = {
  /** The text to sign. */
  message: string
  /**
   * `bip322` (BIP-322 simple, the default) or the legacy `ecdsa` form
   * (BIP-137 signed message). Wallets that choose the protocol themselves
   * may ignore it.
   */
  protocol?: 'ecdsa' | 'bip322' | undefined
  /** Another address of the wallet to sign with. @default the payment address */
  address?: string | undefined
}

/**
 * Asks the wallet connected in the bip122 namespace to sign a message with
 * its payment address; resolves with the signature in base64. A refusal
 * throws UserRejectedRequestError (4001); a malformed answer
 * BitcoinWalletAnswerError.
 *
 * @example
 * const signature = await signBitcoinMessage(config, { message: 'hello' })
 */
export async function signBitcoinMessage(
  config: Config,
  parameters: SignBitcoinMessageParameters,
): Promise<string> {
  const { provider, account, chain } = await getBitcoinConnection(config)
  config.events.emit('track', { event: 'SIGN_MESSAGE_REQUESTED' })
  try {
    const { signature } = await provider.signMessage({
      account,
      chain,
      message: parameters.message,
      address: parameters.address,
      protocol: parameters.protocol,
    })
    config.events.emit('track', { event: 'SIGN_MESSAGE_SUCCESS' })
    return signature
  } catch (error) {
    config.events.emit('track', {
      event: 'SIGN_MESSAGE_ERROR',
      properties: {
        code:
          error && typeof error === 'object' && 'code' in error
            ? error.code
            : undefined,
      },
    })
    throw error
  }
}
