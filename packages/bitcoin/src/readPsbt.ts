import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'

/**
 * Parses a base64 PSBT with @scure/btc-signer; undefined when it is not
 * base64 or not a PSBT. Unknown script and output types are allowed: a
 * wallet may hand back inputs we do not know how to sign.
 */
export function readPsbt(value: unknown): Transaction | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined
  try {
    return Transaction.fromPSBT(base64.decode(value), {
      allowUnknownInputs: true,
      allowUnknownOutputs: true,
      allowUnknownVersion: true,
    })
  } catch {
    return undefined
  }
}
