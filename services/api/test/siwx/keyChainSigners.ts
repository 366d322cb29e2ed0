import { bitcoin, bitcoinTestnet, solana, solanaLocalnet } from '@latch/common'
import { solanaSigner } from '@latch/devnet/solana-signer'
import { base58 } from '@scure/base'
import { signBytes } from '@solana/kit'

export const SOLANA_LOCAL = solanaLocalnet.caipNetworkId
export const SOLANA_MAINNET = solana.caipNetworkId
export const BTC_MAINNET = bitcoin.caipNetworkId
export const BTC_TESTNET = bitcoinTestnet.caipNetworkId

/**
 * bip322-js's legacy (P2PKH) test key: its `Signer` answers a legacy
 * signmessage signature for this 1… address.
 */
export const LEGACY_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
export const LEGACY_ADDRESS = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc'

/**
 * Dev Solana account `index` (the reference wallet's key, @latch/devnet)
 * signs `text` with @solana/kit, base58 as wallets answer.
 */
export async function signSolana(index: number, text: string) {
  const { keyPair } = await solanaSigner(index)
  const signature = await signBytes(
    keyPair.privateKey,
    new TextEncoder().encode(text),
  )
  return base58.encode(signature)
}
