import { bytesToHex } from '@noble/hashes/utils.js'
import { p2wpkh } from '@scure/btc-signer'
import { type HDKey, mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../../devAccounts.js'
import { type BitcoinNetwork, btcNetworkOf } from './bitcoinNetworks.js'

/** The wallet's native segwit (P2WPKH) key and address on one network. */
export type BitcoinAccount = {
  address: string
  /** Compressed secp256k1 public key, hex. */
  publicKey: string
  /** BIP-32 path of the key. */
  path: string
  privateKey: Uint8Array
  /** The address's output script (witness v0 keyhash). */
  script: Uint8Array
}

const cache = new Map<string, BitcoinAccount>()
let root: HDKey | undefined

// The BIP-32 root of the dev mnemonic (its seed takes a PBKDF2 run: once).
function masterKey(): HDKey {
  root ??= mnemonicToAccount(DEV_MNEMONIC, {
    path: 'm' as `m/44'/60'/${string}`,
  }).getHdKey()
  return root
}

/**
 * The Bitcoin key of dev account `index`: BIP-84 from the devnet's public
 * mnemonic (the same seed as the EVM dev keys), `m/84'/0'/0'/0/<index>` on
 * mainnet and `m/84'/1'/0'/0/<index>` on testnet, as a P2WPKH address
 * (`bc1q…` / `tb1q…`). Derived with viem's BIP-32 (@scure/bip32).
 */
export function bitcoinAccount(
  index: number,
  network: Pick<BitcoinNetwork, 'testnet'>,
): BitcoinAccount {
  const coin = network.testnet ? 1 : 0
  const path = `m/84'/${coin}'/0'/0/${index}`
  const cached = cache.get(path)
  if (cached) return cached
  const key = masterKey().derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`no key at ${path}`)
  const payment = p2wpkh(key.publicKey, btcNetworkOf(network))
  if (!payment.address) throw new Error(`no address at ${path}`)
  const account: BitcoinAccount = {
    address: payment.address,
    publicKey: bytesToHex(key.publicKey),
    path,
    privateKey: key.privateKey,
    script: payment.script,
  }
  cache.set(path, account)
  return account
}
