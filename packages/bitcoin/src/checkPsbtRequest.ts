import type { BitcoinSignInput } from '@latch/core'
import { InvalidPsbtError } from './errors.js'
import { readPsbt } from './readPsbt.js'

/**
 * Throws InvalidPsbtError unless `psbt` is a base64 PSBT and every sign
 * input names an address and an input index the PSBT has.
 */
export function checkPsbtRequest(parameters: {
  psbt: unknown
  signInputs: unknown
}): void {
  const transaction = readPsbt(parameters.psbt)
  if (!transaction)
    throw new InvalidPsbtError('The PSBT is not base64 or does not parse.')
  const { signInputs } = parameters
  if (!Array.isArray(signInputs) || signInputs.length === 0)
    throw new InvalidPsbtError('signInputs must list at least one input.')
  for (const [position, input] of (
    signInputs as readonly Partial<BitcoinSignInput>[]
  ).entries()) {
    const index = input?.index
    if (typeof input?.address !== 'string' || input.address === '')
      throw new InvalidPsbtError(`signInputs[${position}] has no address.`)
    if (
      typeof index !== 'number' ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= transaction.inputsLength
    )
      throw new InvalidPsbtError(
        `signInputs[${position}].index must be an input of the PSBT (0–${transaction.inputsLength - 1}).`,
      )
    const types = input.sighashTypes
    if (
      types !== undefined &&
      (!Array.isArray(types) || !types.every((t) => Number.isInteger(t)))
    )
      throw new InvalidPsbtError(
        `signInputs[${position}].sighashTypes must be integers.`,
      )
  }
}
