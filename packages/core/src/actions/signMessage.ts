import { type ChainNamespace, getProviderError } from '@latch/common'
import { stringToHex } from 'viem'
import { ConnectorAccountNotFoundError } from '../errors/connector.js'
import { getActiveConnector } from '../internal/getActiveConnector.js'
import { getAdapter } from '../internal/getAdapter.js'
import type { Config } from '../types/config.js'

export type SignMessageParameters<namespace extends ChainNamespace = 'eip155'> =
  {
    /** The text to sign (EIP-191 personal_sign on eip155), or raw bytes as hex. */
    message: string | { raw: `0x${string}` }
    /** Defaults to the account of the namespace that signs. */
    account?: string | undefined
    /**
     * Which connection signs. @default the active namespace
     * (pass 'solana' to type the result as the base58 string it is).
     */
    namespace?: namespace | undefined
  }

/**
 * The signature's encoding follows the namespace: `0x` hex on eip155,
 * base58 on solana, base64 on bip122.
 */
export type SignMessageReturnType<namespace extends ChainNamespace = 'eip155'> =
  namespace extends 'eip155' ? `0x${string}` : string

/**
 * Asks the connected wallet to sign a message: EIP-191 personal_sign on
 * eip155 (hex signature); on solana an ed25519 signature of the message's
 * UTF-8 bytes, base58-encoded. A refusal throws UserRejectedRequestError
 * (code 4001).
 *
 * @example
 * const signature = await signMessage(config, { message: 'hello' })
 * const solanaSignature = await signMessage(config, { message: 'hello', namespace: 'solana' })
 */
export async function signMessage<namespace extends ChainNamespace = 'eip155'>(
  config: Config,
  parameters: SignMessageParameters<namespace>,
): Promise<SignMessageReturnType<namespace>> {
  const namespace = parameters.namespace ?? config.state.activeNamespace
  // No connected wallet throws before anything is tracked.
  const connector = getActiveConnector(config, namespace)
  const account =
    parameters.account ??
    config.state.namespaces[namespace ?? connector.chainNamespace]?.accounts[0]
  // Other namespaces sign through their adapter (Solana: base58 ed25519).
  const sign =
    namespace && namespace !== 'eip155'
      ? getAdapter(config, namespace, 'signMessage')
      : undefined
  config.events.emit('track', { event: 'SIGN_MESSAGE_REQUESTED' })
  try {
    let signature: string
    if (sign) {
      if (!account) throw new ConnectorAccountNotFoundError()
      signature = await sign(config, {
        connector,
        account,
        message: parameters.message,
      })
    } else {
      const data =
        typeof parameters.message === 'string'
          ? stringToHex(parameters.message)
          : parameters.message.raw
      const provider = await connector.getProvider()
      signature = (await provider.request({
        method: 'personal_sign',
        params: [data, account],
      })) as string
    }
    config.events.emit('track', { event: 'SIGN_MESSAGE_SUCCESS' })
    return signature as SignMessageReturnType<namespace>
  } catch (raw) {
    const error = getProviderError(raw)
    config.events.emit('track', {
      event: 'SIGN_MESSAGE_ERROR',
      properties: { code: 'code' in error ? error.code : undefined },
    })
    throw error
  }
}
