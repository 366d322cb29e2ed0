import type { BitcoinSignInput, Config } from '@latch/core'
import { getBitcoinConnection } from './getBitcoinConnection.js'

export type SignPsbtParameters = {
  /** The PSBT, base64. */
  psbt: string
  /** The inputs the wallet signs: address, input index, sighash types. */
  signInputs: readonly BitcoinSignInput[]
  /** Let the wallet broadcast the finalized transaction. @default false */
  broadcast?: boolean | undefined
}

export type SignPsbtReturnType = {
  /** The PSBT with the inputs signed, base64. */
  readonly psbt: string
  /** The transaction id, when the wallet broadcast it. */
  readonly txid?: string | undefined
}

/**
 * Asks the wallet connected in the bip122 namespace to sign inputs of a
 * PSBT. The PSBT must parse (InvalidPsbtError otherwise) and the answer is
 * a PSBT that parses. @scure/btc-signer loads only when this is called.
 *
 * @example
 * const { psbt } = await signPsbt(config, {
 *   psbt: base64Psbt,
 *   signInputs: [{ address, index: 0 }],
 * })
 */
export async function signPsbt(
  config: Config,
  parameters: SignPsbtParameters,
): Promise<SignPsbtReturnType> {
  const { checkPsbtRequest } = await import('./checkPsbtRequest.js')
  checkPsbtRequest(parameters)
  const { provider, account, chain } = await getBitcoinConnection(config)
  return provider.signPsbt({
    account,
    chain,
    psbt: parameters.psbt,
    signInputs: parameters.signInputs,
    broadcast: parameters.broadcast,
  })
}
