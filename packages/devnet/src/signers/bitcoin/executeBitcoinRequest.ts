import { isBitcoinAddress } from '@latch/common'
import { base64 } from '@scure/base'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { invalidParams, paramsObject } from '../invalidParams.js'
import { bitcoinAccount } from './bitcoinAccount.js'
import type { BitcoinNetwork } from './bitcoinNetworks.js'
import { broadcastTransaction } from './esplora.js'
import { sendTransfer } from './sendTransfer.js'
import { signBip322Simple, signLegacyMessage } from './signBitcoinMessage.js'
import {
  decodePsbt,
  finalizePsbt,
  type SignInput,
  signPsbtInputs,
} from './signPsbt.js'

/** bip122 methods this wallet answers (WalletConnect). */
export const bitcoinMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

export type ExecuteBitcoinRequestParameters = {
  method: string
  params: unknown
  network: BitcoinNetwork
  /** Dev account whose BIP-84 key signs. */
  accountIndex: number
}

function ownAddress(value: unknown, own: string, field: string) {
  if (typeof value !== 'string' || !value)
    throw invalidParams(`expected ${field}`)
  if (value !== own)
    throw new ProviderRpcError(4100, `Unknown ${field} ${value}`)
}

function signInputsOf(value: unknown): SignInput[] {
  if (!Array.isArray(value)) throw invalidParams('expected signInputs')
  return value.map((item, position) => {
    const { address, index, sighashTypes } = (item ?? {}) as Record<
      string,
      unknown
    >
    if (typeof address !== 'string' || typeof index !== 'number')
      throw invalidParams(`signInputs[${position}] needs address and index`)
    if (
      sighashTypes !== undefined &&
      (!Array.isArray(sighashTypes) ||
        !sighashTypes.every((type) => Number.isInteger(type)))
    )
      throw invalidParams(
        `signInputs[${position}].sighashTypes must be integers`,
      )
    return {
      address,
      index,
      sighashTypes: sighashTypes as number[] | undefined,
    }
  })
}

function satoshis(value: unknown): bigint {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value))
    throw invalidParams(
      'amount must be a positive whole number of satoshis (string)',
    )
  return BigInt(value)
}

/**
 * Answers a WalletConnect `bip122` request with the account's BIP-84 key on
 * `network`: getAccountAddresses, signMessage (BIP-322 simple, or legacy
 * BIP-137 with `protocol: 'ecdsa'`), signPsbt and sendTransfer (Esplora).
 *
 * @throws {ProviderRpcError} -32602 bad params, 4100 another account,
 *   4200 another method
 */
export async function executeBitcoinRequest({
  method,
  params,
  network,
  accountIndex,
}: ExecuteBitcoinRequestParameters): Promise<unknown> {
  const account = bitcoinAccount(accountIndex, network)
  const input = paramsObject(params)
  if (!(bitcoinMethods as readonly string[]).includes(method))
    throw new ProviderRpcError(4200, `Unsupported method ${method}`)
  ownAddress(input.account, account.address, 'account')
  if (method === 'getAccountAddresses') {
    const { intentions } = input
    if (intentions !== undefined && !Array.isArray(intentions))
      throw invalidParams('intentions must be a list')
    if (intentions && !intentions.includes('payment')) return []
    return [
      {
        address: account.address,
        publicKey: account.publicKey,
        path: account.path,
        intention: 'payment',
      },
    ]
  }
  if (method === 'signMessage') {
    const { message, address, protocol } = input
    if (typeof message !== 'string') throw invalidParams('expected a message')
    if (address !== undefined) ownAddress(address, account.address, 'address')
    if (protocol !== undefined && protocol !== 'ecdsa' && protocol !== 'bip322')
      throw invalidParams(`unknown protocol ${String(protocol)}`)
    const signed =
      protocol === 'ecdsa'
        ? signLegacyMessage(account, message)
        : signBip322Simple(account, message)
    return { address: account.address, ...signed }
  }
  if (method === 'signPsbt') {
    const psbt = decodePsbt(input.psbt)
    signPsbtInputs(psbt, account, signInputsOf(input.signInputs))
    if (input.broadcast !== true) return { psbt: base64.encode(psbt.toPSBT()) }
    const signed = base64.encode(psbt.toPSBT())
    const { hex, txid } = finalizePsbt(psbt)
    await broadcastTransaction(network.esploraUrl, hex)
    return { psbt: signed, txid }
  }
  // sendTransfer
  const { recipientAddress, memo } = input
  if (
    typeof recipientAddress !== 'string' ||
    !isBitcoinAddress(recipientAddress, { testnet: network.testnet })
  )
    throw invalidParams(
      `recipientAddress is not a ${network.name} address: ${String(recipientAddress)}`,
    )
  if (
    memo !== undefined &&
    (typeof memo !== 'string' || new TextEncoder().encode(memo).length > 80)
  )
    throw invalidParams('memo must be text of at most 80 bytes')
  const amount = satoshis(input.amount)
  const txid = await sendTransfer(
    { account, network },
    { recipientAddress, amount, memo },
  )
  return { txid }
}
