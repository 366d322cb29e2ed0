// The dev wallet's Solana side through its Wallet Standard features, with
// the approval answered by a scripted `confirm`, against the local chain
// (startSolanaDevnet on a free port).
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../../node/getFreePort.js'
import { devSolanaAccounts } from '../../solana/devSolanaAccounts.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../../solana/startSolanaDevnet.js'
import type { DevWalletPromptRequest } from '../types.js'
import {
  createSolanaDevWallet,
  type SolanaDevWallet,
} from './createSolanaDevWallet.js'
import { SOLANA_LOCALNET_CHAIN } from './solanaDevWalletChains.js'

const me = devSolanaAccounts[2]!.address
const receiver = devSolanaAccounts[3]!.address
let chain: StartSolanaDevnetReturnType
let dev: SolanaDevWallet
let answer = true
const seen: DevWalletPromptRequest[] = []

const memoryStorage = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}
const feature = <K extends keyof SolanaDevWallet['wallet']['features']>(
  name: K,
) => dev.wallet.features[name]
const account = () => dev.wallet.accounts[0] as WalletAccount
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error) => (error as { code?: number }).code ?? error,
  )

/** An unsigned SOL transfer from `payer`, wire bytes. */
async function transfer(payer: string, lamports = 5_000_000n) {
  const rpc = createSolanaRpc(chain.url)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer as never, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(payer as never),
          destination: receiver as never,
          amount: lamports,
        }),
        m,
      ),
  )
  return new Uint8Array(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: await getFreePort() })
  dev = await createSolanaDevWallet({
    accountIndex: 2,
    rpcUrl: chain.url,
    storage: memoryStorage(),
    origin: 'http://dapp.test',
    confirm: async (request) => {
      seen.push(request)
      return answer
    },
  })
}, 60_000)
afterAll(() => chain?.stop())

describe('Solana dev wallet (Wallet Standard)', () => {
  it('names itself like the EVM wallet and lists the clusters', () => {
    expect(dev.wallet.name).toBe('Latch Dev Wallet')
    expect(dev.wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(dev.wallet.chains).toContain(SOLANA_LOCALNET_CHAIN)
    expect(dev.wallet.chains).toContain(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
    expect(dev.wallet.chains).toContain(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(Object.keys(dev.wallet.features).sort()).toEqual([
      'solana:signAllTransactions',
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(dev.address).toBe(me)
  })

  it('connect asks; reject → 4001, approve → the account and a change event', async () => {
    expect(await feature('standard:connect').connect({ silent: true })).toEqual(
      {
        accounts: [],
      },
    )
    expect(seen).toHaveLength(0)
    answer = false
    await expect(feature('standard:connect').connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(seen.at(-1)?.title).toBe('Connect to http://dapp.test?')
    answer = true
    const changes: unknown[] = []
    const off = feature('standard:events').on('change', (c) => changes.push(c))
    const { accounts } = await feature('standard:connect').connect()
    off()
    expect(accounts.map((a) => a.address)).toEqual([me])
    expect(Array.from(accounts[0]!.publicKey)).toEqual(
      Array.from(getAddressEncoder().encode(me as never)),
    )
    expect(changes).toHaveLength(1)
    // Connected: no second prompt.
    const before = seen.length
    await feature('standard:connect').connect()
    expect(seen).toHaveLength(before)
  })

  it('signMessage: the panel shows the text; the ed25519 signature verifies', async () => {
    const message = new TextEncoder().encode('Sign in to Latch')
    const [output] = await feature('solana:signMessage').signMessage({
      account: account(),
      message,
    })
    expect(seen.at(-1)).toMatchObject({ title: 'Sign message' })
    expect(seen.at(-1)?.details).toContainEqual({
      label: 'Message',
      value: 'Sign in to Latch',
      block: true,
    })
    expect(output?.signatureType).toBe('ed25519')
    expect(
      ed25519.verify(
        output!.signature,
        message,
        account().publicKey as Uint8Array,
      ),
    ).toBe(true)
    answer = false
    await expect(
      feature('solana:signMessage').signMessage({
        account: account(),
        message,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    answer = true
  })

  it('signTransaction / signAllTransactions sign the fee payer slot', async () => {
    const [output] = await feature('solana:signTransaction').signTransaction({
      account: account(),
      transaction: await transfer(me),
      chain: SOLANA_LOCALNET_CHAIN,
    })
    expect(seen.at(-1)?.title).toBe('Sign transaction')
    expect(seen.at(-1)?.details).toContainEqual({
      label: 'Fee payer',
      value: me,
    })
    expect(seen.at(-1)?.details).toContainEqual({
      label: 'Instructions',
      value: '1 instruction',
    })
    expect(seen.at(-1)?.details).toEqual(
      expect.arrayContaining([
        { label: 'Instruction 1', value: 'System · TransferSol' },
        { label: 'To', value: receiver },
        { label: 'Value', value: '0.005 SOL' },
      ]),
    )
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    expect(
      ed25519.verify(
        signed.signatures[me as never] as Uint8Array,
        new Uint8Array(signed.messageBytes),
        account().publicKey as Uint8Array,
      ),
    ).toBe(true)
    const all = await feature('solana:signAllTransactions').signAllTransactions(
      { account: account(), transaction: await transfer(me, 1n) },
      { account: account(), transaction: await transfer(me, 2n) },
    )
    expect(all).toHaveLength(2)
    expect(seen.at(-1)?.title).toBe('Sign 2 transactions')
  })

  it('signAndSendTransaction lands on the local chain', async () => {
    const rpc = createSolanaRpc(chain.url)
    const before = (await rpc.getBalance(receiver as never).send()).value
    const [output] = await feature(
      'solana:signAndSendTransaction',
    ).signAndSendTransaction({
      account: account(),
      transaction: await transfer(me, 7_000_000n),
      chain: SOLANA_LOCALNET_CHAIN,
      options: { commitment: 'confirmed' },
    })
    expect(seen.at(-1)?.title).toBe('Send transaction')
    expect(seen.at(-1)?.details).toContainEqual({
      label: 'Preflight commitment',
      value: 'confirmed',
    })
    const signature = getBase58Decoder().decode(output!.signature)
    const { value } = await rpc
      .getSignatureStatuses([signature as never])
      .send()
    expect(value[0]?.err).toBeNull()
    const after = (await rpc.getBalance(receiver as never).send()).value
    expect(after - before).toBe(7_000_000n)
  })

  it('rejects bad input', async () => {
    const other = { ...account(), address: receiver } as WalletAccount
    const transaction = await transfer(me)
    expect(
      await code(
        feature('solana:signMessage').signMessage({
          account: other,
          message: new Uint8Array(1),
        }),
      ),
    ).toBe(4100)
    expect(
      await code(
        feature('solana:signMessage').signMessage({
          account: account(),
          message: 'text' as never,
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        feature('solana:signTransaction').signTransaction({
          account: account(),
          transaction: new Uint8Array([1, 2, 3]),
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        feature('solana:signTransaction').signTransaction({
          account: account(),
          transaction,
          chain: 'solana:nowhere',
        }),
      ),
    ).toBe(-32602)
    // Someone else pays: this wallet is not a signer.
    expect(
      await code(
        feature('solana:signTransaction').signTransaction({
          account: account(),
          transaction: await transfer(receiver),
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        feature('solana:signAndSendTransaction').signAndSendTransaction({
          account: account(),
          transaction,
          chain: 'solana:nowhere',
        }),
      ),
    ).toBe(-32602)
  })

  it('disconnect empties the accounts; signing then needs a connection', async () => {
    await feature('standard:disconnect').disconnect()
    expect(dev.wallet.accounts).toEqual([])
    expect(
      await code(
        feature('solana:signMessage').signMessage({
          account: { address: me } as WalletAccount,
          message: new Uint8Array(1),
        }),
      ),
    ).toBe(4100)
  })
})
