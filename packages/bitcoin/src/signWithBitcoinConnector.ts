import { InvalidParamsRpcError } from '@latch/common'
import type { Config, Connector } from '@latch/core'
import { hex } from '@scure/base'
import { BitcoinNotConnectedError } from './errors.js'

const decoder = new TextDecoder('utf-8', { fatal: true })

/** The text of a message; raw bytes only when they are UTF-8 text. */
function textOf(message: string | { raw: `0x${string}` }): string {
  if (typeof message === 'string') return message
  try {
    return decoder.decode(hex.decode(message.raw.slice(2).toLowerCase()))
  } catch {
    throw new InvalidParamsRpcError({
      details: 'Bitcoin wallets sign text: raw bytes must be UTF-8.',
    })
  }
}

/**
 * signMessage's bip122 side (through `bitcoinAdapter()`): asks the
 * connector's BitcoinProvider for a BIP-322 signature of `message` by
 * `account`, on the chain the bip122 namespace is on; base64. The action
 * tracks the SIGN_MESSAGE events, not this.
 */
export async function signWithBitcoinConnector(
  config: Config,
  parameters: {
    connector: Connector
    account: string
    message: string | { raw: `0x${string}` }
  },
): Promise<string> {
  const { connector, account } = parameters
  const chain = config.state.namespaces.bip122?.caipNetworkId
  if (!chain || !connector.getNamespaceProvider)
    throw new BitcoinNotConnectedError()
  const provider = await connector.getNamespaceProvider('bip122')
  const { signature } = await provider.signMessage({
    account,
    chain,
    message: textOf(parameters.message),
  })
  return signature
}
