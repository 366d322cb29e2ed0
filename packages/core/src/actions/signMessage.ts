import { getProviderError } from '@latch/common'
import { getActiveConnector } from '../internal/getActiveConnector.js'
import type { Config } from '../types/config.js'
import { stringToHex } from '../utils/toHex.js'

export type SignMessageParameters = {
  /** The text to sign (EIP-191 personal_sign), or raw bytes as hex. */
  message: string | { raw: `0x${string}` }
  /** Defaults to the active account. */
  account?: string | undefined
}

/**
 * Asks the connected wallet to sign a message. A refusal throws
 * UserRejectedRequestError (code 4001).
 *
 * @example
 * const signature = await signMessage(config, { message: 'hello' })
 */
export async function signMessage(
  config: Config,
  parameters: SignMessageParameters,
): Promise<`0x${string}`> {
  const connector = getActiveConnector(config)
  const account =
    parameters.account ??
    config.state.namespaces[connector.chainNamespace]?.accounts[0]
  const data =
    typeof parameters.message === 'string'
      ? stringToHex(parameters.message)
      : parameters.message.raw
  config.events.emit('track', { event: 'SIGN_MESSAGE_REQUESTED' })
  try {
    const provider = await connector.getProvider()
    const signature = await provider.request({
      method: 'personal_sign',
      params: [data, account],
    })
    config.events.emit('track', { event: 'SIGN_MESSAGE_SUCCESS' })
    return signature as `0x${string}`
  } catch (raw) {
    const error = getProviderError(raw)
    config.events.emit('track', {
      event: 'SIGN_MESSAGE_ERROR',
      properties: { code: 'code' in error ? error.code : undefined },
    })
    throw error
  }
}
