import { InvalidParamsRpcError } from '@latch/common'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  type Address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createSignableMessage,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { fromBase58, fromBase64, toBase58, toBase64 } from './codecs.js'
import { SolanaWalletAnswerError } from './errors.js'
import { createSolanaSessionProvider } from './solanaSessionProvider.js'

const chain = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'

async function unsignedTransfer(from: Address, to: Address) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('11111111111111111111111111111111'),
          lastValidBlockHeight: 10n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: { address: from } as never,
          destination: to,
          amount: 5n,
        }),
        m,
      ),
  )
  return new Uint8Array(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

/**
 * The wallet's side of the session's solana namespace, signing for real
 * with a @solana/kit key pair (as apps/wallet does).
 */
function walletSide(
  signer: KeyPairSigner,
  options: { signatureOnly?: boolean } = {},
) {
  const calls: { method: string; params: unknown; chain: unknown }[] = []
  const signTx = async (base64: string) => {
    const transaction = getTransactionDecoder().decode(fromBase64(base64)!)
    const [signatures] = await signer.signTransactions([transaction as never])
    return {
      ...transaction,
      signatures: { ...transaction.signatures, ...signatures },
    }
  }
  const request = async (method: string, params: unknown, at: unknown) => {
    calls.push({ method, params, chain: at })
    const p = params as {
      message: string
      transaction: string
      transactions: string[]
    }
    switch (method) {
      case 'solana_signMessage': {
        const [signed] = await signer.signMessages([
          createSignableMessage(fromBase58(p.message)!),
        ])
        return { signature: toBase58(signed![signer.address]!) }
      }
      case 'solana_signTransaction': {
        const signed = await signTx(p.transaction)
        const signature = toBase58(signed.signatures[signer.address]!)
        if (options.signatureOnly) return { signature }
        return {
          signature,
          transaction: toBase64(
            new Uint8Array(getTransactionEncoder().encode(signed)),
          ),
        }
      }
      case 'solana_signAllTransactions': {
        const list = await Promise.all(p.transactions.map(signTx))
        return {
          transactions: list.map((t) =>
            toBase64(new Uint8Array(getTransactionEncoder().encode(t))),
          ),
        }
      }
      case 'solana_signAndSendTransaction': {
        const signed = await signTx(p.transaction)
        return { signature: toBase58(signed.signatures[signer.address]!) }
      }
    }
    throw { code: 4200, message: 'unsupported' }
  }
  return { request, calls }
}

const publicKey = (address: string) =>
  new Uint8Array(getAddressEncoder().encode(address as Address))

describe('createSolanaSessionProvider', () => {
  test('solana_signMessage: base58 message and pubkey; the signature verifies (ed25519)', async () => {
    const signer = await generateKeyPairSigner()
    const wallet = walletSide(signer)
    const provider = createSolanaSessionProvider(wallet.request)
    const message = new TextEncoder().encode('Hello from Latch ✓')
    const signature = await provider.signMessage({
      message,
      account: signer.address,
    })
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, publicKey(signer.address))).toBe(
      true,
    )
    expect(wallet.calls[0]).toEqual({
      method: 'solana_signMessage',
      params: { message: toBase58(message), pubkey: signer.address },
      chain: undefined,
    })
  })

  test('solana_signTransaction: base64 in, the signed transaction out', async () => {
    const signer = await generateKeyPairSigner()
    const to = (await generateKeyPairSigner()).address
    const wallet = walletSide(signer)
    const provider = createSolanaSessionProvider(wallet.request)
    const transaction = await unsignedTransfer(signer.address, to)
    const signed = await provider.signTransaction({
      transaction,
      account: signer.address,
      chain,
    })
    const decoded = getTransactionDecoder().decode(signed)
    const signature = decoded.signatures[signer.address]!
    expect(
      ed25519.verify(
        signature,
        new Uint8Array(decoded.messageBytes),
        publicKey(signer.address),
      ),
    ).toBe(true)
    expect(wallet.calls[0]?.method).toBe('solana_signTransaction')
    expect(wallet.calls[0]?.chain).toBe(chain)
    expect(
      (wallet.calls[0]?.params as { transaction: string } | undefined)
        ?.transaction,
    ).toBe(toBase64(transaction))
  })

  test('solana_signTransaction answered with the signature alone: put into the signer slot', async () => {
    const signer = await generateKeyPairSigner()
    const to = (await generateKeyPairSigner()).address
    const provider = createSolanaSessionProvider(
      walletSide(signer, { signatureOnly: true }).request,
    )
    const transaction = await unsignedTransfer(signer.address, to)
    const signed = await provider.signTransaction({
      transaction,
      account: signer.address,
      chain,
    })
    expect(signed).toHaveLength(transaction.length)
    const decoded = getTransactionDecoder().decode(signed)
    expect(
      ed25519.verify(
        decoded.signatures[signer.address]!,
        new Uint8Array(decoded.messageBytes),
        publicKey(signer.address),
      ),
    ).toBe(true)
  })

  test('a signature for an account that does not sign the transaction is refused', async () => {
    const signer = await generateKeyPairSigner()
    const other = await generateKeyPairSigner()
    const provider = createSolanaSessionProvider(async () => ({
      signature: toBase58(new Uint8Array(64).fill(7)),
    }))
    const transaction = await unsignedTransfer(other.address, other.address)
    await expect(
      provider.signTransaction({ transaction, account: signer.address, chain }),
    ).rejects.toBeInstanceOf(SolanaWalletAnswerError)
  })

  test('solana_signAllTransactions: every transaction signed, in order', async () => {
    const signer = await generateKeyPairSigner()
    const a = await unsignedTransfer(
      signer.address,
      (await generateKeyPairSigner()).address,
    )
    const b = await unsignedTransfer(
      signer.address,
      (await generateKeyPairSigner()).address,
    )
    const provider = createSolanaSessionProvider(walletSide(signer).request)
    const signed = await provider.signAllTransactions({
      transactions: [a, b],
      account: signer.address,
      chain,
    })
    expect(signed).toHaveLength(2)
    for (const [i, bytes] of signed.entries()) {
      const decoded = getTransactionDecoder().decode(bytes)
      expect(decoded.messageBytes).toEqual(
        getTransactionDecoder().decode([a, b][i]!).messageBytes,
      )
      expect(
        ed25519.verify(
          decoded.signatures[signer.address]!,
          new Uint8Array(decoded.messageBytes),
          publicKey(signer.address),
        ),
      ).toBe(true)
    }
  })

  test('solana_signAndSendTransaction: sendOptions passed on, base58 signature back', async () => {
    const signer = await generateKeyPairSigner()
    const wallet = walletSide(signer)
    const provider = createSolanaSessionProvider(wallet.request)
    const transaction = await unsignedTransfer(
      signer.address,
      (await generateKeyPairSigner()).address,
    )
    const { signature } = await provider.signAndSendTransaction({
      transaction,
      account: signer.address,
      chain,
      options: { preflightCommitment: 'confirmed', skipPreflight: false },
    })
    expect(signature).toHaveLength(64)
    expect(wallet.calls[0]?.params).toEqual({
      transaction: toBase64(transaction),
      sendOptions: { preflightCommitment: 'confirmed', skipPreflight: false },
    })
  })

  test('an unknown preflight commitment is refused before asking the wallet', async () => {
    const signer = await generateKeyPairSigner()
    const wallet = walletSide(signer)
    const provider = createSolanaSessionProvider(wallet.request)
    await expect(
      provider.signAndSendTransaction({
        transaction: new Uint8Array(120),
        account: signer.address,
        chain,
        options: { preflightCommitment: 'latest' as never },
      }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
    expect(wallet.calls).toHaveLength(0)
  })
})
