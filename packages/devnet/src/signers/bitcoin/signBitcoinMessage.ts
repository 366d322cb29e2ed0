import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { CompactSize, RawWitness, Script, Transaction } from '@scure/btc-signer'
import type { BitcoinAccount } from './bitcoinAccount.js'

/** A signed message: base64 signature and the hash that was signed (hex). */
export type BitcoinMessageSignature = { signature: string; messageHash: string }

const MAGIC = utf8ToBytes('Bitcoin Signed Message:\n')
// BIP-137 header of a native segwit (P2WPKH) signature: 39 + recovery id.
const P2WPKH_HEADER = 39

/**
 * BIP-322 "simple" signature of `message` by a P2WPKH account: the
 * virtual `to_spend` transaction commits to the message's tagged hash
 * (`BIP0322-signed-message`), `to_sign` spends it to OP_RETURN and is
 * signed with @scure/btc-signer; the signature is the witness of its one
 * input (consensus-encoded, base64).
 */
export function signBip322Simple(
  account: Pick<BitcoinAccount, 'privateKey' | 'script'>,
  message: string,
): BitcoinMessageSignature {
  const messageHash = schnorr.utils.taggedHash(
    'BIP0322-signed-message',
    utf8ToBytes(message),
  )
  const toSpend = new Transaction({
    version: 0,
    allowUnknownVersion: true,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
  })
  // The output first: btc-signer freezes outputs once an input is final.
  toSpend.addOutput({ script: account.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({
    version: 0,
    allowUnknownVersion: true,
    allowUnknownOutputs: true,
  })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: account.script, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(account.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return {
    signature: base64.encode(RawWitness.encode(witness)),
    messageHash: bytesToHex(messageHash),
  }
}

/** The legacy signed-message hash: sha256d(varstr(magic) ‖ varstr(message)). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return sha256(
    sha256(
      concatBytes(
        CompactSize.encode(BigInt(MAGIC.length)),
        MAGIC,
        CompactSize.encode(BigInt(bytes.length)),
        bytes,
      ),
    ),
  )
}

/**
 * Legacy (BIP-137) signature of `message`: a compact recoverable ECDSA
 * signature (@noble/curves) over the Bitcoin signed-message hash, with the
 * P2WPKH header byte (39 + recovery id), base64.
 */
export function signLegacyMessage(
  account: Pick<BitcoinAccount, 'privateKey'>,
  message: string,
): BitcoinMessageSignature {
  const hash = bitcoinMessageHash(message)
  const recovered = secp256k1.sign(hash, account.privateKey, {
    prehash: false,
    format: 'recovered',
  })
  const signature = Uint8Array.from(recovered)
  signature[0] = P2WPKH_HEADER + (recovered[0] ?? 0)
  return {
    signature: base64.encode(signature),
    messageHash: bytesToHex(hash),
  }
}
