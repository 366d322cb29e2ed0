import { address, createSolanaRpc, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  devSigner,
  rpcCall,
  signedTransaction,
} from '../../../test/solana/solanaTestHelpers.js'
import { devSolanaAccounts } from '../devSolanaAccounts.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../startSolanaDevnet.js'

// A chain whose blockhashes live 2 blocks, so expiry is quick to reach.
let devnet: StartSolanaDevnetReturnType
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, maxBlockhashAge: 2 })
})
afterAll(() => devnet?.stop())

it('rejects a transaction whose blockhash has expired', async () => {
  const rpc = createSolanaRpc(devnet.url)
  const payer = await devSigner(7)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  expect(lifetime.lastValidBlockHeight).toBe(
    (await rpc.getBlockHeight().send()) + 2n,
  )
  const wire = await signedTransaction(
    payer,
    [
      getTransferSolInstruction({
        source: payer,
        destination: address(devSolanaAccounts[0]!.address),
        amount: 1_000_000n,
      }),
    ],
    lifetime,
  )
  // three blocks later (one per landed transaction) it has expired
  for (let i = 0; i < 3; i++)
    await rpc.requestAirdrop(payer.address, lamports(1_000_000n)).send()
  expect(await rpc.getBlockHeight().send()).toBeGreaterThan(
    lifetime.lastValidBlockHeight,
  )
  expect((await rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(
    false,
  )
  const answer = await rpcCall(devnet.url, 'sendTransaction', [
    wire,
    { encoding: 'base64' },
  ])
  expect(answer.json.error).toMatchObject({
    code: -32002,
    data: { err: 'BlockhashNotFound' },
  })
  // skipPreflight: the node takes it, but it never lands
  const skipped = await rpcCall(devnet.url, 'sendTransaction', [
    wire,
    { encoding: 'base64', skipPreflight: true },
  ])
  const statuses = await rpc.getSignatureStatuses([skipped.json.result]).send()
  expect(statuses.value).toEqual([null])
})
