// The Solana send fee on the local chain: an LDT send to a receiver without
// a token account includes that account's rent (the sender pays it), one to
// a receiver that has it does not; the estimate matches what the sender
// then pays.

import { estimateSendFee, getTokenBalances, sendToken } from '@latch/core'
import { devSolanaAccounts, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { type SolanaTestSetup, startSolanaTestSetup } from '@latch/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let setup: SolanaTestSetup

beforeAll(async () => {
  setup = await startSolanaTestSetup({ accountIndex: 6 })
})
afterAll(() => setup?.stop())

const rpc = () => createSolanaRpc(setup.chain.url)
const lamports = async (owner: string) =>
  (await rpc().getBalance(address(owner)).send()).value

test("an LDT send's fee includes the rent of the receiver's new token account, and only then", async () => {
  const { config } = await setup.connected('Fee Wallet')
  const balances = await getTokenBalances(config, { force: true })
  const ldt = balances.find((b) => b.address?.endsWith(SOLANA_DEMO_TOKEN_MINT))
  const sol = balances.find((b) => !b.address)
  expect(ldt).toBeDefined()
  const rent = await rpc().getMinimumBalanceForRentExemption(165n).send()
  expect(rent).toBeGreaterThan(0n)

  const newReceiver = (await generateKeyPairSigner()).address
  const toNew = await estimateSendFee(config, {
    token: ldt!,
    to: newReceiver,
  })
  expect(toNew).toMatchObject({ fee: 5000n + rent, symbol: 'SOL' })
  // A dev account already holds LDT: no account to create.
  const toHolder = await estimateSendFee(config, {
    token: ldt!,
    to: devSolanaAccounts[0]!.address,
  })
  expect(toHolder).toMatchObject({ fee: 5000n, formatted: '0.000005' })
  // SOL transfers create nothing.
  expect((await estimateSendFee(config, { token: sol! })).fee).toBe(5000n)

  // The estimate is what the send costs the sender.
  const before = await lamports(setup.signer.address)
  const { hash } = await sendToken(config, {
    token: ldt,
    amount: '1',
    receiverAddress: newReceiver,
  })
  await waitForSolanaSignature(getSolanaRpc(setup.network), {
    signature: hash,
    pollingInterval: 50,
  })
  expect(before - (await lamports(setup.signer.address))).toBe(toNew.fee)
})
