import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { invalidParams } from '../invalidParams.js'
import type { BitcoinAccount } from './bitcoinAccount.js'

/** An input the app asks the wallet to sign. */
export type SignInput = {
  address: string
  index: number
  sighashTypes?: readonly number[] | undefined
}

/** The PSBT in `value` (base64), or a -32602 error. */
export function decodePsbt(value: unknown): Transaction {
  if (typeof value !== 'string' || !value)
    throw invalidParams('expected a PSBT')
  try {
    return Transaction.fromPSBT(base64.decode(value))
  } catch (error) {
    throw invalidParams(`not a PSBT: ${(error as Error).message}`)
  }
}

/**
 * Signs the listed inputs of `psbt` (they must all be the account's own
 * address, and the PSBT's UTXO of each must pay to it) with
 * @scure/btc-signer, each with its `sighashTypes` when given (SIGHASH_ALL
 * otherwise). Returns the updated, not finalised, transaction.
 *
 * @throws {ProviderRpcError} -32602 for a bad index, a foreign input or
 *   one the key cannot sign; 4100 for another address.
 */
export function signPsbtInputs(
  psbt: Transaction,
  account: Pick<BitcoinAccount, 'address' | 'privateKey' | 'script'>,
  signInputs: readonly SignInput[],
): Transaction {
  if (signInputs.length === 0) throw invalidParams('signInputs is empty')
  for (const { address, index, sighashTypes } of signInputs) {
    if (address !== account.address)
      throw new ProviderRpcError(4100, `Unknown address ${address}`)
    if (!Number.isInteger(index) || index < 0 || index >= psbt.inputsLength)
      throw invalidParams(`no input ${index}`)
    const utxo = psbt.getInput(index).witnessUtxo
    if (!utxo || !equalBytes(utxo.script, account.script))
      throw invalidParams(`input ${index} is not paid to ${address}`)
    try {
      psbt.signIdx(
        account.privateKey,
        index,
        sighashTypes?.length ? [...sighashTypes] : undefined,
      )
    } catch (error) {
      throw invalidParams(`input ${index}: ${(error as Error).message}`)
    }
  }
  return psbt
}

/** Finalises every input and returns the raw transaction (hex) and its txid. */
export function finalizePsbt(psbt: Transaction): { hex: string; txid: string } {
  try {
    psbt.finalize()
  } catch (error) {
    throw invalidParams(`cannot finalise: ${(error as Error).message}`)
  }
  return { hex: psbt.hex, txid: psbt.id }
}
