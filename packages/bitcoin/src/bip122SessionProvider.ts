import { BaseError, type CaipNetworkId } from '@latch/common'
import type { BitcoinProvider } from '@latch/core'
import { toProviderError } from '@latch/core'
import { isTestnetBitcoinChain } from './bitcoinChain.js'
import {
  readBitcoinAddresses,
  readMessageSignature,
  readSignedPsbt,
  readTxid,
} from './readBitcoinAnswer.js'

/** Sends one request of the session's bip122 namespace to the wallet. */
export type Bip122SessionRequest = (
  method: string,
  params: unknown,
  chain: CaipNetworkId,
) => Promise<unknown>

/**
 * The BitcoinProvider of a WalletConnect session's bip122 namespace: each
 * call is the wallet's method of the same name with one params object, as
 * Reown's bip122 reference defines them (getAccountAddresses, signMessage,
 * signPsbt, sendTransfer). Answers are checked (addresses of the chain's
 * network, base64 signatures, PSBTs that parse, 64-hex txids) and a
 * malformed one rejects with BitcoinWalletAnswerError; wallet errors
 * become typed provider errors (4001 when the person declines).
 */
export function createBip122SessionProvider(
  request: Bip122SessionRequest,
): BitcoinProvider {
  async function call(method: string, params: object, chain: CaipNetworkId) {
    try {
      return await request(method, params, chain)
    } catch (error) {
      throw error instanceof BaseError ? error : await toProviderError(error)
    }
  }
  return {
    async getAccountAddresses({ account, chain, intentions }) {
      const answer = await call(
        'getAccountAddresses',
        { account, ...(intentions ? { intentions } : {}) },
        chain,
      )
      return readBitcoinAddresses(
        'getAccountAddresses',
        answer,
        isTestnetBitcoinChain(chain),
      )
    },
    async signMessage({ account, chain, message, address, protocol }) {
      const answer = await call(
        'signMessage',
        {
          account,
          message,
          address: address ?? account,
          ...(protocol ? { protocol } : {}),
        },
        chain,
      )
      return readMessageSignature('signMessage', answer, {
        address: address ?? account,
        protocol,
      })
    },
    async signPsbt({ account, chain, psbt, signInputs, broadcast }) {
      const answer = await call(
        'signPsbt',
        {
          account,
          psbt,
          signInputs,
          ...(broadcast !== undefined ? { broadcast } : {}),
        },
        chain,
      )
      return readSignedPsbt('signPsbt', answer, broadcast === true)
    },
    async sendTransfer({ account, chain, recipientAddress, amount, memo }) {
      const answer = await call(
        'sendTransfer',
        { account, recipientAddress, amount, ...(memo ? { memo } : {}) },
        chain,
      )
      const txid =
        answer && typeof answer === 'object'
          ? (answer as { txid?: unknown }).txid
          : undefined
      return { txid: readTxid('sendTransfer', txid) }
    },
  }
}
