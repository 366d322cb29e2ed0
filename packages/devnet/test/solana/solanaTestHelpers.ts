// Helpers shared by the Solana devnet tests (not exported from the package).
import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { devSolanaAccounts } from '../../src/solana/devSolanaAccounts.js'

export function devSigner(index: number): Promise<KeyPairSigner> {
  const account = devSolanaAccounts[index]
  if (!account) throw new RangeError(`No dev Solana account ${index}`)
  return createKeyPairSignerFromPrivateKeyBytes(account.secretKey)
}

/** A signed v0 transaction, base64 wire form, paid by `payer`. */
export async function signedTransaction(
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
): Promise<string> {
  return getBase64EncodedWireTransaction(
    await signedTransactionObject(payer, instructions, lifetime),
  )
}

/** POSTs a raw body and returns status + parsed JSON (or text). */
export async function postRaw(
  url: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  const response = await fetch(url, { method: 'POST', headers, body })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field in tests
  return { status: response.status, text, json: json as any, response }
}

/** One JSON-RPC call as raw JSON (to see the exact error shape). */
export function rpcCall(url: string, method: string, params?: unknown) {
  return postRaw(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
}

/** The same, as kit's signed Transaction object. */
export async function signedTransactionObject(
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return signTransactionMessageWithSigners(message)
}
