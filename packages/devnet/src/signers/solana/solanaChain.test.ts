// solana_signTransaction and solana_signAndSendTransaction against the local
// chain (LiteSVM behind JSON-RPC, startSolanaDevnet on a free port): what
// the wallet signs lands.

import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getFreePort } from '../../node/getFreePort.js'
import { devSolanaAccounts } from '../../solana/devSolanaAccounts.js'
import { startSolanaDevnet } from '../../solana/startSolanaDevnet.js'
import { executeSolanaRequest } from './executeSolanaRequest.js'
import { solanaSigner } from './solanaAccount.js'
import { defaultSolanaNetworks, type SolanaNetwork } from './solanaNetworks.js'

let chain: Awaited<ReturnType<typeof startSolanaDevnet>>
let network: SolanaNetwork
const payer = devSolanaAccounts[4]!.address
const receiver = devSolanaAccounts[5]!.address

async function transfer(lamports: bigint) {
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
  return getBase64Decoder().decode(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}
const run = async (method: string, params: unknown) =>
  executeSolanaRequest({
    method,
    params,
    network,
    signer: await solanaSigner(4),
  })
const balance = async () =>
  (
    await createSolanaRpc(chain.url)
      .getBalance(receiver as never)
      .send()
  ).value

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: await getFreePort() })
  network = { ...defaultSolanaNetworks(chain.url)[0]!, rpcUrl: chain.url }
}, 60_000)
afterAll(() => chain?.stop())

it('a transaction signed with solana_signTransaction lands when sent', async () => {
  const before = await balance()
  const { transaction, signature } = (await run('solana_signTransaction', {
    transaction: await transfer(3_000_000n),
    pubkey: payer,
  })) as { transaction: string; signature: string }
  const sent = await createSolanaRpc(chain.url)
    .sendTransaction(transaction as never, { encoding: 'base64' })
    .send()
  expect(sent).toBe(signature)
  const { value } = await createSolanaRpc(chain.url)
    .getSignatureStatuses([sent])
    .send()
  expect(value[0]?.err).toBeNull()
  expect((await balance()) - before).toBe(3_000_000n)
})

it('solana_signAndSendTransaction sends to the cluster and answers the signature', async () => {
  const before = await balance()
  const { signature } = (await run('solana_signAndSendTransaction', {
    transaction: await transfer(4_000_000n),
    sendOptions: { preflightCommitment: 'confirmed' },
  })) as { signature: string }
  const { value } = await createSolanaRpc(chain.url)
    .getSignatureStatuses([signature as never])
    .send()
  expect(value[0]?.err).toBeNull()
  expect((await balance()) - before).toBe(4_000_000n)
})

it('a transaction the chain refuses (more SOL than the account has) → -32003', async () => {
  await expect(
    run('solana_signAndSendTransaction', {
      transaction: await transfer(10n ** 18n),
    }),
  ).rejects.toMatchObject({ code: -32003 })
})
