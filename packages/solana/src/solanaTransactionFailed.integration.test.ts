// A send that lands and fails, on the real local chain: a wallet that sends
// without preflight (as some do) broadcasts a SOL transfer beyond the
// balance; the chain takes it, charges the fee and records the error, and
// Latch's signature wait reports SolanaTransactionFailedError.
import { BaseError, type Network } from '@latch/common'
import { getSentTransactions, sendToken } from '@latch/core'
import { type SolanaTestSetup, startSolanaTestSetup } from '@latch/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SolanaTransactionFailedError } from './errors.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let setup: SolanaTestSetup
let network: Network

beforeAll(async () => {
  setup = await startSolanaTestSetup({ accountIndex: 7 })
  ;({ network } = setup)
})
afterAll(() => setup?.stop())

const lamports = async (owner: string) =>
  (await createSolanaRpc(setup.chain.url).getBalance(address(owner)).send())
    .value

type SendFeature = {
  signAndSendTransaction(
    ...inputs: { options?: Record<string, unknown> }[]
  ): Promise<unknown>
}

test('a transfer that lands and fails: SolanaTransactionFailedError with the signature and the chain error; the fee is paid, nothing moves', async () => {
  const { config, wallet } = await setup.connected('No Preflight Wallet')
  // The wallet broadcasts with skipPreflight, whatever the app asks.
  const feature = wallet.features[
    'solana:signAndSendTransaction'
  ] as SendFeature
  const send = feature.signAndSendTransaction.bind(feature)
  feature.signAndSendTransaction = (...inputs) =>
    send(
      ...inputs.map((input) => ({
        ...input,
        options: { ...input.options, skipPreflight: true },
      })),
    )
  const sender = setup.signer.address
  const before = await lamports(sender)
  const receiver = (await generateKeyPairSigner()).address
  const { hash } = await sendToken(config, {
    amount: '1000000',
    receiverAddress: receiver,
  })
  expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(wallet.prompts).toContain('solana:signAndSendTransaction')

  const error = await waitForSolanaSignature(getSolanaRpc(network), {
    signature: hash,
    pollingInterval: 50,
  }).catch((e) => e)
  expect(error).toBeInstanceOf(SolanaTransactionFailedError)
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('SolanaTransactionFailedError')
  expect(error.shortMessage).toBe('The transaction failed on the chain.')
  expect(error.metaMessages).toEqual([`Signature: ${hash}.`])
  // The System program's "insufficient funds" (custom error 1) as kit read
  // it (bigints, written as strings).
  expect(error.details).toBe('{"InstructionError":[0,{"Custom":1}]}')
  expect(error.message).toContain('Docs: https://latch.dev/docs/core/solana')

  expect(await lamports(sender)).toBe(before - 5000n)
  expect(await lamports(receiver)).toBe(0n)
  expect(config.state.send?.loading ?? false).toBe(false)
  // Activity: the send ends failed, not pending for ever.
  await expect
    .poll(
      () => getSentTransactions(config).find((t) => t.hash === hash)?.status,
    )
    .toBe('failed')
})
