// On a real chain, what is refused: the cluster's preflight (typed, nothing
// moves), a signature the chain never saw, a person declining (4001), and
// a wallet without signAndSendTransaction (signTransaction, then Latch
// sends to the RPC).
import {
  InsufficientFundsError,
  type Network,
  UserRejectedRequestError,
} from '@latch/common'
import { sendToken, signMessage } from '@latch/core'
import { type SolanaTestSetup, startSolanaTestSetup } from '@latch/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toBase58 } from './codecs.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let setup: SolanaTestSetup
let network: Network

beforeAll(async () => {
  setup = await startSolanaTestSetup({ accountIndex: 9 })
  ;({ network } = setup)
})
afterAll(() => setup?.stop())

const lamports = async (owner: string) =>
  (await createSolanaRpc(setup.chain.url).getBalance(address(owner)).send())
    .value
const confirmed = (signature: string) =>
  waitForSolanaSignature(getSolanaRpc(network), {
    signature,
    pollingInterval: 50,
  })

describe('the chain refuses', () => {
  test('SOL beyond the balance with no balance entry: InsufficientFundsError from the preflight, nothing moves', async () => {
    const { config } = await setup.connected('Preflight Wallet')
    const receiver = (await generateKeyPairSigner()).address
    const error = await sendToken(config, {
      amount: '1000000',
      receiverAddress: receiver,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error.details).toMatch(/insufficient lamports/i)
    expect(config.state.send?.loading ?? false).toBe(false)
    expect(await lamports(receiver)).toBe(0n)
  })

  test('an unknown signature is still unknown after the polls (undefined, no throw)', async () => {
    const signature = toBase58(new Uint8Array(64).fill(9))
    expect(
      await waitForSolanaSignature(getSolanaRpc(network), {
        signature,
        attempts: 2,
        pollingInterval: 1,
      }),
    ).toBeUndefined()
  })
})

describe('wallet answers', () => {
  test('a declined send is 4001 and leaves the Send state usable', async () => {
    let answer: 'approve' | 'reject' = 'approve'
    const { config } = await setup.connected('Declining Wallet', {
      decide: () => answer,
    })
    answer = 'reject'
    const receiver = (await generateKeyPairSigner()).address
    const error = await sendToken(config, {
      amount: '1',
      receiverAddress: receiver,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(config.state.send?.loading ?? false).toBe(false)
    await expect(
      signMessage(config, { message: 'x', namespace: 'solana' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await lamports(receiver)).toBe(0n)
  })

  test('a wallet without signAndSendTransaction: signTransaction, then sent to the RPC', async () => {
    const { config, wallet } = await setup.connected('Sign Only Wallet')
    delete (wallet.features as Record<string, unknown>)[
      'solana:signAndSendTransaction'
    ]
    const receiver = (await generateKeyPairSigner()).address
    const { hash } = await sendToken(config, {
      amount: '0.5',
      receiverAddress: receiver,
    })
    await confirmed(hash)
    expect(await lamports(receiver)).toBe(500_000_000n)
    expect(wallet.prompts).toContain('solana:signTransaction')
  })
})
