import type { CaipNetworkId } from '@latch/common'

/** What an address of a Bitcoin wallet is for (sats-connect purposes). */
export type BitcoinAddressPurpose = 'payment' | 'ordinal' | 'stx'

/** One address of a Bitcoin wallet (WalletConnect getAccountAddresses). */
export type BitcoinAddress = {
  readonly address: string
  /** Hex public key, when the wallet shares it (needed for P2TR / P2SH-P2WPKH PSBTs). */
  readonly publicKey?: string | undefined
  readonly path?: string | undefined
  readonly intention?: BitcoinAddressPurpose | undefined
}

/** An input of a PSBT the wallet should sign. */
export type BitcoinSignInput = {
  readonly address: string
  readonly index: number
  readonly sighashTypes?: readonly number[] | undefined
}

/**
 * What a Bitcoin wallet offers, whatever its transport: WalletConnect's
 * bip122 methods (sendTransfer, signMessage, signPsbt,
 * getAccountAddresses) or an injected wallet's sats-connect / Wallet
 * Standard `bitcoin:` features. `account` is the payment address that
 * signs; `chain` the CAIP-2 id (`bip122:000000000019d6689c085ae165831e93`).
 * Each call rejects with a typed provider error (4001 when the person
 * declines).
 */
export type BitcoinProvider = {
  getAccountAddresses(parameters: {
    readonly account: string
    readonly chain: CaipNetworkId
    readonly intentions?: readonly BitcoinAddressPurpose[] | undefined
  }): Promise<readonly BitcoinAddress[]>
  /**
   * A message signature, base64: BIP-322 (simple) by default, or the
   * legacy BIP-137 `ecdsa` form when `protocol` asks for it.
   */
  signMessage(parameters: {
    readonly account: string
    readonly chain: CaipNetworkId
    readonly message: string
    readonly address?: string | undefined
    readonly protocol?: 'ecdsa' | 'bip322' | undefined
  }): Promise<{ readonly address: string; readonly signature: string }>
  /** The PSBT (base64) with the listed inputs signed; broadcast when asked. */
  signPsbt(parameters: {
    readonly account: string
    readonly chain: CaipNetworkId
    readonly psbt: string
    readonly signInputs: readonly BitcoinSignInput[]
    readonly broadcast?: boolean | undefined
  }): Promise<{ readonly psbt: string; readonly txid?: string | undefined }>
  /** Sends `amount` satoshis (a decimal string) to `recipientAddress`. */
  sendTransfer(parameters: {
    readonly account: string
    readonly chain: CaipNetworkId
    readonly recipientAddress: string
    readonly amount: string
    readonly memo?: string | undefined
  }): Promise<{ readonly txid: string }>
}
