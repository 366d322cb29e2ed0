import { UnsupportedProviderMethodError } from '@latch/common'
import type { BitcoinProvider } from '@latch/core'
import { toProviderError } from '@latch/core'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { isTestnetBitcoinChain } from '../bitcoinChain.js'
import { BitcoinWalletAnswerError, InvalidPsbtError } from '../errors.js'
import {
  fromBase64,
  readBitcoinAddresses,
  readMessageSignature,
  readSignedPsbt,
} from '../readBitcoinAnswer.js'
import { readBitcoinSession } from './readBitcoinSession.js'
import type { BitcoinNetworkList, InjectedBitcoinWallet } from './types.js'

// The Bitcoin Wallet Standard features (Exodus' bitcoin-wallet-standard,
// also used by Trust, MetaMask and others), typed here by what we call.
type Feature<T> = T | undefined
type ConnectFeature = {
  connect(input: { purposes: string[] }): Promise<{
    accounts: readonly WalletAccount[]
  }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      inputsToSign: {
        account: WalletAccount
        signingIndexes: number[]
        sigHash?: string
      }[]
      chain?: string
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
type EventsFeature = {
  on(event: 'change', listener: (properties: unknown) => void): () => void
}
type DisconnectFeature = { disconnect(): Promise<void> | void }

const sigHashNames: Record<number, string> = {
  1: 'ALL',
  2: 'NONE',
  3: 'SINGLE',
  129: 'ALL|ANYONECANPAY',
  130: 'NONE|ANYONECANPAY',
  131: 'SINGLE|ANYONECANPAY',
}

/**
 * A Wallet Standard wallet with `bitcoin:connect`, `bitcoin:signMessage`
 * and `bitcoin:signTransaction` (PSBT bytes in and out). Its accounts name
 * their chains `bitcoin:mainnet` / `bitcoin:testnet`. It has no transfer
 * feature: sendTransfer and signPsbt with `broadcast` reject with
 * UnsupportedProviderMethodError (4200).
 */
export function createStandardBitcoinWallet(
  wallet: Wallet,
): InjectedBitcoinWallet {
  const feature = <T>(name: string): T => {
    const found = (wallet.features as Record<string, Feature<T>>)[name]
    if (!found)
      throw new UnsupportedProviderMethodError({
        details: `${wallet.name} has no ${name} feature.`,
      })
    return found
  }
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account)
      throw new BitcoinWalletAnswerError(
        'accounts',
        `${address} is not an account the wallet shared.`,
      )
    return account
  }
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (error instanceof UnsupportedProviderMethodError) throw error
      if (error instanceof BitcoinWalletAnswerError) throw error
      throw await toProviderError(error)
    }
  }
  const sessionOf = (
    method: string,
    accounts: readonly WalletAccount[],
    networks: BitcoinNetworkList,
  ) =>
    readBitcoinSession(
      method,
      accounts.map((a) => ({ address: a.address })),
      accounts[0]?.chains.find((c) => c.startsWith('bitcoin:')),
      networks,
    )

  const provider: BitcoinProvider = {
    async getAccountAddresses({ chain }) {
      return readBitcoinAddresses(
        'accounts',
        wallet.accounts.map((a) => ({
          address: a.address,
          publicKey: hex.encode(Uint8Array.from(a.publicKey)),
        })),
        isTestnetBitcoinChain(chain),
      )
    },
    async signMessage({ account, message, address, protocol }) {
      const signer = address ?? account
      const [output] = await call(() =>
        feature<SignMessageFeature>('bitcoin:signMessage').signMessage({
          account: accountOf(signer),
          message: new TextEncoder().encode(message),
        }),
      )
      const signature =
        output?.signature instanceof Uint8Array
          ? base64.encode(output.signature)
          : undefined
      return readMessageSignature(
        'bitcoin:signMessage',
        { signature, address: signer },
        { address: signer, protocol },
      )
    },
    async signPsbt({ chain, psbt, signInputs, broadcast }) {
      if (broadcast)
        throw new UnsupportedProviderMethodError({
          details: `${wallet.name} signs PSBTs but does not broadcast them.`,
        })
      const bytes = fromBase64(psbt)
      if (!bytes) throw new InvalidPsbtError('The PSBT is not base64.')
      // One entry per account and sighash, with all its input indexes.
      const groups = new Map<
        string,
        { account: WalletAccount; signingIndexes: number[]; sigHash?: string }
      >()
      for (const { address, index, sighashTypes } of signInputs) {
        const type = sighashTypes?.[0]
        const sigHash = type === undefined ? undefined : sigHashNames[type]
        const key = `${address} ${sigHash ?? ''}`
        const group = groups.get(key) ?? {
          account: accountOf(address),
          signingIndexes: [],
          ...(sigHash ? { sigHash } : {}),
        }
        group.signingIndexes.push(index)
        groups.set(key, group)
      }
      const inputsToSign = [...groups.values()]
      const [output] = await call(() =>
        feature<SignTransactionFeature>(
          'bitcoin:signTransaction',
        ).signTransaction({
          psbt: bytes,
          inputsToSign,
          chain: isTestnetBitcoinChain(chain)
            ? 'bitcoin:testnet'
            : 'bitcoin:mainnet',
        }),
      )
      const signed =
        output?.signedPsbt instanceof Uint8Array
          ? base64.encode(output.signedPsbt)
          : undefined
      return readSignedPsbt('bitcoin:signTransaction', { psbt: signed }, false)
    },
    async sendTransfer() {
      throw new UnsupportedProviderMethodError({
        details: `${wallet.name} has no Bitcoin transfer feature; sign a PSBT instead.`,
      })
    },
  }

  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    provider,
    async connect(networks) {
      const { accounts } = await call(() =>
        feature<ConnectFeature>('bitcoin:connect').connect({
          purposes: ['payment'],
        }),
      )
      return sessionOf('bitcoin:connect', accounts ?? [], networks)
    },
    async restore(networks) {
      if (wallet.accounts.length === 0) return undefined
      try {
        return sessionOf('accounts', wallet.accounts, networks)
      } catch {
        return undefined
      }
    },
    async disconnect() {
      const disconnect =
        (wallet.features as Record<string, Feature<DisconnectFeature>>)[
          'bitcoin:disconnect'
        ] ??
        (wallet.features as Record<string, Feature<DisconnectFeature>>)[
          'standard:disconnect'
        ]
      // Optional: without it there is nothing to end in the wallet. Its
      // failure is rethrown; core forgets the connection all the same and
      // reports it ('Failed to disconnect', SPEC §8).
      try {
        await disconnect?.disconnect()
      } catch (error) {
        throw await toProviderError(error)
      }
    },
    watch(networks, onChange) {
      const events = (
        wallet.features as Record<string, Feature<EventsFeature>>
      )['standard:events']
      if (!events) return () => {}
      return events.on('change', () => {
        if (wallet.accounts.length === 0) return onChange(undefined)
        try {
          onChange(sessionOf('change', wallet.accounts, networks))
        } catch {
          onChange(undefined)
        }
      })
    },
  }
}
