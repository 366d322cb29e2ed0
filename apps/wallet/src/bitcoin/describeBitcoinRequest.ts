import {
  type BitcoinNetwork,
  btcNetworkOf,
  decodePsbt,
} from '@latch/devnet/bitcoin-signer'
import { Address, OutScript } from '@scure/btc-signer'
import { formatUnits } from 'viem'
import { messages } from '../messages.js'

type Line = { label: string; value: string }

const btc = (sats: bigint) => formatUnits(sats, 8)

/** Inputs, outputs and fee of a base64 PSBT, for a person. */
function psbtLines(value: unknown, network: Pick<BitcoinNetwork, 'testnet'>) {
  try {
    const psbt = decodePsbt(value)
    const inputs: string[] = []
    let inTotal = 0n
    let known = true
    for (let i = 0; i < psbt.inputsLength; i++) {
      const amount = psbt.getInput(i).witnessUtxo?.amount
      if (amount === undefined) known = false
      else inTotal += amount
      inputs.push(
        messages.psbtInput(i, amount === undefined ? '?' : btc(amount)),
      )
    }
    const outputs: string[] = []
    let outTotal = 0n
    const encoder = Address(btcNetworkOf(network))
    for (let i = 0; i < psbt.outputsLength; i++) {
      const { script, amount = 0n } = psbt.getOutput(i)
      outTotal += amount
      let to: string = messages.unknownScript
      try {
        if (script) to = encoder.encode(OutScript.decode(script))
      } catch {}
      outputs.push(messages.psbtOutput(to, btc(amount)))
    }
    return [
      {
        label: messages.inputsLabel,
        value: inputs.join('\n') || messages.none,
      },
      {
        label: messages.outputsLabel,
        value: outputs.join('\n') || messages.none,
      },
      ...(known && inTotal >= outTotal
        ? [
            {
              label: messages.feeLabel,
              value: messages.btcAmount(btc(inTotal - outTotal)),
            },
          ]
        : []),
    ]
  } catch (error) {
    return [
      {
        label: messages.inputsLabel,
        value: messages.unreadable((error as Error).message),
      },
    ]
  }
}

/** The detail lines of a bip122 request (after method and network). */
export function describeBitcoinRequest(
  method: string,
  params: unknown,
  network: Pick<BitcoinNetwork, 'testnet'>,
): Line[] {
  const input = (params && typeof params === 'object' ? params : {}) as Record<
    string,
    unknown
  >
  const account = [
    { label: messages.signerLabel, value: String(input.account) },
  ]
  if (method === 'signMessage')
    return [
      ...account,
      { label: messages.messageLabel, value: String(input.message) },
      {
        label: messages.signatureTypeLabel,
        value:
          input.protocol === 'ecdsa'
            ? messages.legacyEcdsa
            : messages.bip322Simple,
      },
    ]
  if (method === 'signPsbt') {
    const toSign = Array.isArray(input.signInputs)
      ? input.signInputs.map(
          (s) => `#${String((s as { index?: unknown })?.index)}`,
        )
      : []
    return [
      ...account,
      ...psbtLines(input.psbt, network),
      {
        label: messages.signInputsLabel,
        value: toSign.join(', ') || messages.none,
      },
      {
        label: messages.broadcastLabel,
        value: input.broadcast === true ? messages.yes : messages.no,
      },
    ]
  }
  if (method === 'sendTransfer') {
    let amount = String(input.amount)
    try {
      if (typeof input.amount === 'string' && /^\d+$/.test(input.amount))
        amount = messages.btcAmount(btc(BigInt(input.amount)))
    } catch {}
    return [
      ...account,
      { label: messages.recipientLabel, value: String(input.recipientAddress) },
      { label: messages.amountLabel, value: amount },
      ...(typeof input.memo === 'string' && input.memo
        ? [{ label: messages.memoLabel, value: input.memo }]
        : []),
    ]
  }
  return [
    ...account,
    { label: messages.paramsLabel, value: JSON.stringify(params) },
  ]
}
