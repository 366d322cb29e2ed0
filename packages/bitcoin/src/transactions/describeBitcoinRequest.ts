import { revealInvisibleCharacters } from '@latch/common'
import type { InvisibleCharactersWarning } from '@latch/common/describe'
import { base64 } from '@scure/base'
import {
  Address,
  NETWORK,
  OutScript,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import { isTestnetBitcoinChain } from '../bitcoinChain.js'

/** A PSBT as signed: what it spends, where it pays, what is left as fee. */
export type BitcoinPsbtReview =
  | {
      /** Inputs in order, with their amount (sats) where the PSBT has the UTXO. */
      inputs: { index: number; amount?: string | undefined }[]
      /** Outputs in order: the address (absent for a non-standard script) and sats. */
      outputs: { address?: string | undefined; amount: string }[]
      /** Inputs − outputs, in sats, when every input amount is known. */
      fee?: string | undefined
    }
  | { error: string }

/**
 * A bip122 request as an approval screen shows it, decoded from what is
 * signed (no display strings; JSON).
 */
export type BitcoinRequestReview = {
  namespace: 'bip122'
  /** The account the request names. */
  account?: string | undefined
  /** signMessage: the message. */
  message?: string | undefined
  /** signMessage: legacy BIP-137 (`ecdsa`) or BIP-322 simple. */
  protocol?: 'ecdsa' | 'bip322' | undefined
  /** signPsbt: the PSBT. */
  psbt?: BitcoinPsbtReview | undefined
  /** signPsbt: the input indices to sign, as given. */
  signInputs?: string[] | undefined
  /** signPsbt: whether the wallet broadcasts it after signing. */
  broadcast?: boolean | undefined
  /** sendTransfer: receiver, amount (sats when it is an integer), memo. */
  recipient?: string | undefined
  sats?: string | undefined
  amount?: string | undefined
  memo?: string | undefined
  /** Another method: its params as JSON. */
  params?: string | undefined
  warnings?: InvisibleCharactersWarning[] | undefined
}

/** Inputs, outputs and fee of a base64 PSBT (@scure/btc-signer). */
function describePsbt(value: unknown, testnet: boolean): BitcoinPsbtReview {
  try {
    if (typeof value !== 'string' || !value) throw new Error('expected a PSBT')
    const psbt = Transaction.fromPSBT(base64.decode(value))
    const inputs: { index: number; amount?: string }[] = []
    let inTotal = 0n
    let known = true
    for (let index = 0; index < psbt.inputsLength; index++) {
      const amount = psbt.getInput(index).witnessUtxo?.amount
      if (amount === undefined) known = false
      else inTotal += amount
      inputs.push({
        index,
        ...(amount !== undefined && { amount: amount.toString() }),
      })
    }
    const encoder = Address(testnet ? TEST_NETWORK : NETWORK)
    const outputs: { address?: string; amount: string }[] = []
    let outTotal = 0n
    for (let index = 0; index < psbt.outputsLength; index++) {
      const { script, amount = 0n } = psbt.getOutput(index)
      outTotal += amount
      let address: string | undefined
      try {
        if (script) address = encoder.encode(OutScript.decode(script))
      } catch {}
      outputs.push({
        ...(address !== undefined && { address }),
        amount: amount.toString(),
      })
    }
    return {
      inputs,
      outputs,
      ...(known &&
        inTotal >= outTotal && { fee: (inTotal - outTotal).toString() }),
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** Every string of a review, invisible characters revealed and counted. */
function reveal(review: BitcoinRequestReview): BitcoinRequestReview {
  let count = 0
  const text = (value: string) => {
    const revealed = revealInvisibleCharacters(value)
    count += revealed.count
    return revealed.text
  }
  const revealed = Object.fromEntries(
    Object.entries(review).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? text(value)
        : Array.isArray(value)
          ? value.map((item) => (typeof item === 'string' ? text(item) : item))
          : value,
    ]),
  ) as BitcoinRequestReview
  return count > 0
    ? { ...revealed, warnings: [{ kind: 'invisibleCharacters', count }] }
    : revealed
}

/**
 * The Bitcoin describer of approval screens: what a bip122 request signs —
 * signMessage's message and signature type, signPsbt's PSBT as signed
 * (inputs with their amounts, outputs with their addresses on `chainId`'s
 * network, the fee) with the inputs to sign and whether it is broadcast,
 * sendTransfer's receiver, amount and memo — and the account it names.
 * What the page wrote shows with invisible characters revealed (an
 * `invisibleCharacters` warning counts them). Never throws: a PSBT that
 * cannot be read says why. Structured only: `wordBitcoinReview` words it.
 *
 * @example
 * describeBitcoinRequest('signPsbt', { account, psbt, signInputs }, { chainId: 'bip122:000000000019d6689c085ae165831e93' })
 * // { namespace: 'bip122', psbt: { inputs: [...], outputs: [...], fee: '1000' }, … }
 */
export function describeBitcoinRequest(
  method: string,
  params: unknown,
  { chainId }: { chainId: string },
): BitcoinRequestReview {
  return reveal(read(method, params, isTestnetBitcoinChain(chainId)))
}

function read(
  method: string,
  params: unknown,
  testnet: boolean,
): BitcoinRequestReview {
  const input = (params && typeof params === 'object' ? params : {}) as Record<
    string,
    unknown
  >
  const review: BitcoinRequestReview = {
    namespace: 'bip122',
    ...(typeof input.account === 'string' && { account: input.account }),
  }
  switch (method) {
    case 'signMessage':
      return {
        ...review,
        message: String(input.message),
        protocol: input.protocol === 'ecdsa' ? 'ecdsa' : 'bip322',
      }
    case 'signPsbt':
      return {
        ...review,
        psbt: describePsbt(input.psbt, testnet),
        signInputs: Array.isArray(input.signInputs)
          ? input.signInputs.map((s) =>
              String((s as { index?: unknown })?.index),
            )
          : [],
        broadcast: input.broadcast === true,
      }
    case 'sendTransfer':
      return {
        ...review,
        recipient: String(input.recipientAddress),
        ...(typeof input.amount === 'string' && /^\d+$/.test(input.amount)
          ? { sats: input.amount }
          : { amount: String(input.amount) }),
        ...(typeof input.memo === 'string' &&
          input.memo !== '' && { memo: input.memo }),
      }
  }
  return { ...review, params: JSON.stringify(params) ?? '' }
}
