import type { BitcoinProvider } from '@latch/core'
import { toProviderError } from '@latch/core'
import { base64, hex } from '@scure/base'
import { isTestnetBitcoinChain } from '../bitcoinChain.js'
import { InvalidPsbtError } from '../errors.js'
import {
  fromBase64,
  readBitcoinAddresses,
  readMessageSignature,
  readSignedPsbt,
  readTxid,
} from '../readBitcoinAnswer.js'
import { readBitcoinSession } from './readBitcoinSession.js'
import type { BitcoinNetworkList, InjectedBitcoinWallet } from './types.js'

/**
 * The injected API UniSat defined and OKX (`okxwallet.bitcoin`), Bitget
 * (`bitkeep.unisat`) and Binance Web3 (`binancew3w.bitcoin`) copy:
 * methods on the object, PSBTs in hex, errors thrown as `{ code, message }`.
 */
export type UnisatProvider = {
  requestAccounts(): Promise<unknown>
  getAccounts?: (() => Promise<unknown>) | undefined
  getPublicKey?: (() => Promise<unknown>) | undefined
  getChain?: (() => Promise<unknown>) | undefined
  getNetwork?: (() => Promise<unknown>) | undefined
  signMessage(message: string, type?: string): Promise<unknown>
  signPsbt(
    psbtHex: string,
    options?: {
      autoFinalized?: boolean
      toSignInputs?: {
        index: number
        address: string
        sighashTypes?: number[]
      }[]
    },
  ): Promise<unknown>
  pushPsbt?: ((psbtHex: string) => Promise<unknown>) | undefined
  sendBitcoin?: ((to: string, satoshis: number) => Promise<unknown>) | undefined
  on?: ((event: string, listener: (value: unknown) => void) => void) | undefined
  removeListener?:
    | ((event: string, listener: (value: unknown) => void) => void)
    | undefined
}

// getChain's enum ('BITCOIN_MAINNET', 'BITCOIN_TESTNET4', …) or getNetwork's
// 'livenet' / 'testnet' as a name bitcoinChainOf understands.
const networkName = (value: unknown): string | undefined => {
  const name =
    value && typeof value === 'object'
      ? (value as { enum?: unknown }).enum
      : value
  if (typeof name !== 'string') return undefined
  if (/mainnet|livenet/i.test(name)) return 'mainnet'
  if (/testnet|signet/i.test(name)) return 'testnet'
  return undefined
}

/** A UniSat-style injected wallet. */
export function createUnisatWallet(target: {
  id: string
  name: string
  icon?: string | undefined
  provider: UnisatProvider
}): InjectedBitcoinWallet {
  const wallet = target.provider
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw await toProviderError(error)
    }
  }
  async function network(): Promise<string | undefined> {
    const read = wallet.getChain ?? wallet.getNetwork
    if (!read) return undefined
    return networkName(await read.call(wallet).catch(() => undefined))
  }
  async function sessionOf(
    method: string,
    accounts: unknown,
    networks: BitcoinNetworkList,
  ) {
    const list = Array.isArray(accounts) ? accounts : []
    return readBitcoinSession(
      method,
      list.map((address) => ({ address })),
      await network(),
      networks,
    )
  }

  async function restore(networks: BitcoinNetworkList) {
    try {
      const accounts = await wallet.getAccounts?.()
      if (!Array.isArray(accounts) || accounts.length === 0) return undefined
      return await sessionOf('getAccounts', accounts, networks)
    } catch {
      return undefined
    }
  }

  const provider: BitcoinProvider = {
    async getAccountAddresses({ chain, intentions }) {
      if (intentions && !intentions.includes('payment')) return []
      const accounts = await call(
        async () => (await wallet.getAccounts?.()) ?? wallet.requestAccounts(),
      )
      const publicKey = await wallet.getPublicKey?.().catch(() => undefined)
      const list = Array.isArray(accounts) ? accounts : []
      return readBitcoinAddresses(
        'getAccounts',
        list.map((address, i) => ({
          address,
          intention: 'payment',
          ...(i === 0 && typeof publicKey === 'string' ? { publicKey } : {}),
        })),
        isTestnetBitcoinChain(chain),
      )
    },
    async signMessage({ account, message, address, protocol }) {
      const signer = address ?? account
      const signature = await call(() =>
        wallet.signMessage(
          message,
          protocol === 'ecdsa' ? 'ecdsa' : 'bip322-simple',
        ),
      )
      return readMessageSignature(
        'signMessage',
        { signature },
        { address: signer, protocol },
      )
    },
    async signPsbt({ psbt, signInputs, broadcast = false }) {
      const bytes = fromBase64(psbt)
      if (!bytes) throw new InvalidPsbtError('The PSBT is not base64.')
      const signedHex = await call(() =>
        wallet.signPsbt(hex.encode(bytes), {
          autoFinalized: false,
          toSignInputs: signInputs.map(({ address, index, sighashTypes }) => ({
            address,
            index,
            ...(sighashTypes ? { sighashTypes: [...sighashTypes] } : {}),
          })),
        }),
      )
      const signed =
        typeof signedHex === 'string' && /^(?:[0-9a-f]{2})+$/i.test(signedHex)
          ? base64.encode(hex.decode(signedHex))
          : undefined
      if (!broadcast) return readSignedPsbt('signPsbt', { psbt: signed }, false)
      const push = wallet.pushPsbt
      const txid = push
        ? await call(() => push.call(wallet, signedHex as string))
        : undefined
      return readSignedPsbt('signPsbt', { psbt: signed, txid }, true)
    },
    async sendTransfer({ recipientAddress, amount }) {
      const send = wallet.sendBitcoin
      const txid = await call(async () => {
        if (!send) throw { code: 4200, message: 'sendBitcoin is missing' }
        return send.call(wallet, recipientAddress, Number(amount))
      })
      return { txid: readTxid('sendBitcoin', txid) }
    },
  }

  return {
    id: target.id,
    name: target.name,
    icon: target.icon,
    provider,
    async connect(networks) {
      const accounts = await call(() => wallet.requestAccounts())
      return sessionOf('requestAccounts', accounts, networks)
    },
    restore,
    async disconnect() {
      // The UniSat API has no way to revoke; forgetting locally is enough.
    },
    watch(networks, onChange) {
      const on = wallet.on
      const off = wallet.removeListener
      if (!on) return () => {}
      const reread = () => {
        restore(networks).then(onChange, () => onChange(undefined))
      }
      on.call(wallet, 'accountsChanged', reread)
      on.call(wallet, 'networkChanged', reread)
      on.call(wallet, 'chainChanged', reread)
      return () => {
        for (const event of [
          'accountsChanged',
          'networkChanged',
          'chainChanged',
        ])
          off?.call(wallet, event, reread)
      }
    },
  }
}
