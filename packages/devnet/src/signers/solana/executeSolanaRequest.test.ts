import { ed25519 } from '@noble/curves/ed25519.js'
import {
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { executeSolanaRequest } from './executeSolanaRequest.js'
import { defaultSolanaNetworks } from './solanaNetworks.js'

const [local] = defaultSolanaNetworks('http://127.0.0.1:1') as [
  ReturnType<typeof defaultSolanaNetworks>[number],
]
let signer: KeyPairSigner
let other: KeyPairSigner
const run = (method: string, params: unknown) =>
  executeSolanaRequest({
    method,
    params,
    network: local,
    signer: { address: signer.address, keyPair: signer.keyPair },
  })
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error) => (error instanceof ProviderRpcError ? error.code : error),
  )
const b58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const pubkeyBytes = (address: string) =>
  new Uint8Array(getAddressEncoder().encode(address as never))

/** An unsigned SOL transfer (base64 wire bytes) paid by `payer`. */
function transfer(payer: string, extraSigner?: string) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer as never, m),
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
          source: createNoopSigner((extraSigner ?? payer) as never),
          destination: other.address,
          amount: 1_000n,
        }),
        m,
      ),
  )
  return getBase64Decoder().decode(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

beforeAll(async () => {
  signer = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(32).fill(7),
  )
  other = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(32).fill(9),
  )
})

describe('accounts', () => {
  it('answers [{pubkey}] to both account methods', async () => {
    expect(await run('solana_getAccounts', {})).toEqual([
      { pubkey: signer.address },
    ])
    expect(await run('solana_requestAccounts', undefined)).toEqual([
      { pubkey: signer.address },
    ])
  })
})

describe('solana_signMessage', () => {
  it('signs with ed25519 (verified with @noble/curves)', async () => {
    const message = new TextEncoder().encode('Hello from Latch')
    const { signature } = (await run('solana_signMessage', {
      message: b58(message),
      pubkey: signer.address,
    })) as { signature: string }
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    expect(ed25519.verify(bytes, message, pubkeyBytes(signer.address))).toBe(
      true,
    )
    expect(ed25519.verify(bytes, message, pubkeyBytes(other.address))).toBe(
      false,
    )
  })
  it('refuses a transaction (its message or wire bytes) sent as a message', async () => {
    const wire = new Uint8Array(
      getBase64Encoder().encode(transfer(signer.address)),
    )
    const { messageBytes } = getTransactionDecoder().decode(wire)
    for (const bytes of [new Uint8Array(messageBytes), wire])
      expect(
        await code(
          run('solana_signMessage', {
            message: b58(bytes),
            pubkey: signer.address,
          }),
        ),
      ).toBe(-32602)
  })
  it('rejects bad input', async () => {
    const pubkey = signer.address
    expect(await code(run('solana_signMessage', undefined))).toBe(-32602)
    expect(await code(run('solana_signMessage', ['x']))).toBe(-32602)
    expect(await code(run('solana_signMessage', { message: 'abc' }))).toBe(
      -32602,
    )
    expect(await code(run('solana_signMessage', { pubkey }))).toBe(-32602)
    expect(await code(run('solana_signMessage', { pubkey, message: 42 }))).toBe(
      -32602,
    )
    // 0, O, I and l are not base58.
    expect(
      await code(run('solana_signMessage', { pubkey, message: '0OIl' })),
    ).toBe(-32602)
    expect(
      await code(
        run('solana_signMessage', { pubkey: other.address, message: '2g' }),
      ),
    ).toBe(4100)
    expect(await code(run('solana_signBlob', { pubkey }))).toBe(4200)
  })
})

describe('solana_signTransaction / solana_signAllTransactions', () => {
  it('adds a valid fee-payer signature', async () => {
    const result = (await run('solana_signTransaction', {
      transaction: transfer(signer.address),
      pubkey: signer.address,
    })) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(
      getBase64Encoder().encode(result.transaction),
    )
    const signature = signed.signatures[signer.address as never] as Uint8Array
    expect(b58(signature)).toBe(result.signature)
    expect(
      ed25519.verify(
        signature,
        new Uint8Array(signed.messageBytes),
        pubkeyBytes(signer.address),
      ),
    ).toBe(true)
  })
  it('signs its slot and leaves another signer’s empty', async () => {
    const result = (await run('solana_signTransaction', {
      transaction: transfer(signer.address, other.address),
    })) as { transaction: string }
    const signed = getTransactionDecoder().decode(
      getBase64Encoder().encode(result.transaction),
    )
    expect(signed.signatures[signer.address as never]).toBeTruthy()
    expect(signed.signatures[other.address as never]).toBeNull()
  })
  it('signs every transaction of signAll, in order', async () => {
    const transactions = [
      transfer(signer.address),
      transfer(signer.address, other.address),
    ]
    const result = (await run('solana_signAllTransactions', {
      transactions,
    })) as {
      transactions: string[]
    }
    expect(result.transactions).toHaveLength(2)
    for (const wire of result.transactions) {
      const signed = getTransactionDecoder().decode(
        getBase64Encoder().encode(wire),
      )
      expect(
        ed25519.verify(
          signed.signatures[signer.address as never] as Uint8Array,
          new Uint8Array(signed.messageBytes),
          pubkeyBytes(signer.address),
        ),
      ).toBe(true)
    }
  })
  it('rejects bad input (SPEC §5 sizes, foreign transactions)', async () => {
    const sign = (transaction: unknown) =>
      code(run('solana_signTransaction', { transaction }))
    expect(await sign(undefined)).toBe(-32602)
    expect(await sign(12)).toBe(-32602)
    expect(await sign('')).toBe(-32602)
    expect(await sign('%%%not base64%%%')).toBe(-32602)
    // Under 100 bytes.
    expect(
      await sign(getBase64Decoder().decode(new Uint8Array(99).fill(1))),
    ).toBe(-32602)
    // Declares 2 signatures but is too short to hold them.
    const short = new Uint8Array(129)
    short[0] = 2
    expect(await sign(getBase64Decoder().decode(short))).toBe(-32602)
    // 200 bytes of one signature slot and garbage.
    const garbage = new Uint8Array(200).fill(0xff)
    garbage[0] = 1
    expect(await sign(getBase64Decoder().decode(garbage))).toBe(-32602)
    // Someone else's transaction.
    expect(await sign(transfer(other.address))).toBe(-32602)
    expect(
      await code(
        run('solana_signTransaction', {
          transaction: transfer(signer.address),
          pubkey: other.address,
        }),
      ),
    ).toBe(4100)
    expect(
      await code(run('solana_signAllTransactions', { transactions: [] })),
    ).toBe(-32602)
    expect(
      await code(run('solana_signAllTransactions', { transactions: 'AQ==' })),
    ).toBe(-32602)
    expect(
      await code(
        run('solana_signAllTransactions', {
          transactions: [transfer(signer.address), 'AQ=='],
        }),
      ),
    ).toBe(-32602)
  })
})

describe('solana_signAndSendTransaction', () => {
  it('rejects bad send options before sending', async () => {
    const transaction = transfer(signer.address)
    const send = (sendOptions: unknown) =>
      code(run('solana_signAndSendTransaction', { transaction, sendOptions }))
    expect(await send({ preflightCommitment: 'fast' })).toBe(-32602)
    expect(await send({ skipPreflight: 'yes' })).toBe(-32602)
    expect(await send({ maxRetries: -1 })).toBe(-32602)
    expect(await send('confirmed')).toBe(-32602)
  })
  it('answers -32003 when the cluster cannot be reached', async () => {
    expect(
      await code(
        run('solana_signAndSendTransaction', {
          transaction: transfer(signer.address),
          sendOptions: { preflightCommitment: 'singleGossip' },
        }),
      ),
    ).toBe(-32003)
  })
})
