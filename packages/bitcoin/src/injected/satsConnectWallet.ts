import {
  MethodNotFoundRpcError,
  UnsupportedProviderMethodError,
} from '@latch/common'
import type { BitcoinAddressPurpose, BitcoinProvider } from '@latch/core'
import { isTestnetBitcoinChain } from '../bitcoinChain.js'
import {
  readBitcoinAddresses,
  readMessageSignature,
  readSignedPsbt,
  readTxid,
} from '../readBitcoinAnswer.js'
import { readBitcoinSession } from './readBitcoinSession.js'
import {
  type SatsConnectProvider,
  satsConnectRequest,
} from './satsConnectRequest.js'
import type { BitcoinNetworkList, InjectedBitcoinWallet } from './types.js'

// sats-connect spells purposes in the plural ('ordinals', 'stacks').
const satsPurpose = (p: BitcoinAddressPurpose) =>
  p === 'ordinal' ? 'ordinals' : p === 'stx' ? 'stacks' : p

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined

/**
 * A wallet that speaks sats-connect's request API (Xverse's
 * `XverseProviders.BitcoinProvider`, the `sats-connect:` Wallet Standard
 * feature of Magic Eden and others): `wallet_connect` (or the older
 * `getAccounts`), `getAddresses`, `signMessage` (ECDSA / BIP322),
 * `signPsbt` (signInputs as address → input indexes), `sendTransfer`
 * (recipients in satoshis). Answers are JSON-RPC 2.0 objects.
 */
export function createSatsConnectWallet(target: {
  id: string
  name: string
  icon?: string | undefined
  provider: SatsConnectProvider
}): InjectedBitcoinWallet {
  const request = (method: string, params: unknown) =>
    satsConnectRequest(target.provider, method, params)

  const provider: BitcoinProvider = {
    async getAccountAddresses({ chain, intentions = ['payment'] }) {
      const params = { purposes: intentions.map(satsPurpose) }
      const answer = await request('getAddresses', params).catch((error) =>
        error instanceof MethodNotFoundRpcError
          ? request('getAccounts', params)
          : Promise.reject(error),
      )
      return readBitcoinAddresses(
        'getAddresses',
        answer,
        isTestnetBitcoinChain(chain),
      )
    },
    async signMessage({ account, message, address, protocol }) {
      const signer = address ?? account
      const answer = await request('signMessage', {
        address: signer,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      })
      return readMessageSignature('signMessage', answer, {
        address: signer,
        protocol,
      })
    },
    async signPsbt({ psbt, signInputs, broadcast = false }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs)
        byAddress[address] = [...(byAddress[address] ?? []), index]
      const answer = await request('signPsbt', {
        psbt,
        signInputs: byAddress,
        broadcast,
      })
      return readSignedPsbt('signPsbt', answer, broadcast)
    },
    async sendTransfer({ recipientAddress, amount, memo }) {
      if (memo)
        throw new UnsupportedProviderMethodError({
          details: 'sats-connect sendTransfer takes no memo (OP_RETURN).',
        })
      const answer = await request('sendTransfer', {
        recipients: [{ address: recipientAddress, amount: Number(amount) }],
      })
      return { txid: readTxid('sendTransfer', field(answer, 'txid')) }
    },
  }

  async function connect(networks: BitcoinNetworkList) {
    try {
      const result = await request('wallet_connect', {
        addresses: ['payment'],
      })
      return readBitcoinSession(
        'wallet_connect',
        field(result, 'addresses'),
        field(field(field(result, 'network'), 'bitcoin'), 'name'),
        networks,
      )
    } catch (error) {
      if (!(error instanceof MethodNotFoundRpcError)) throw error
      // Wallets from before wallet_connect.
      const result = await request('getAccounts', { purposes: ['payment'] })
      return readBitcoinSession('getAccounts', result, undefined, networks)
    }
  }

  async function restore(networks: BitcoinNetworkList) {
    try {
      const result = await request('wallet_getAccount', null)
      return readBitcoinSession(
        'wallet_getAccount',
        field(result, 'addresses'),
        field(field(field(result, 'network'), 'bitcoin'), 'name'),
        networks,
      )
    } catch {
      // Not permitted, not supported, or nothing shared: no session.
      return undefined
    }
  }

  return {
    id: target.id,
    name: target.name,
    icon: target.icon,
    provider,
    connect,
    restore,
    async disconnect() {
      try {
        await request('wallet_disconnect', null)
      } catch (error) {
        // A wallet without wallet_disconnect has nothing to end; any other
        // error is rethrown: core forgets the connection all the same and
        // reports it ('Failed to disconnect', SPEC §8).
        if (!(error instanceof MethodNotFoundRpcError)) throw error
      }
    },
    watch(networks, onChange) {
      const add = target.provider.addListener
      if (typeof add !== 'function') return () => {}
      const stops: unknown[] = []
      const listen = (eventName: string, cb: (event: unknown) => void) => {
        try {
          stops.push(add.call(target.provider, { eventName, cb }))
        } catch {
          // A wallet without this event.
        }
      }
      const reread = (event: unknown) => {
        const addresses = field(event, 'addresses')
        if (!Array.isArray(addresses)) {
          restore(networks).then(onChange, () => {})
          return
        }
        try {
          const name = field(field(event, 'bitcoin'), 'name')
          onChange(
            readBitcoinSession('accountChange', addresses, name, networks),
          )
        } catch {
          onChange(undefined)
        }
      }
      listen('accountChange', reread)
      listen('networkChange', reread)
      listen('disconnect', () => onChange(undefined))
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop()
      }
    },
  }
}
