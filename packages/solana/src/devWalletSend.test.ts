// The Latch Dev Wallet's Solana wallet object (H2's createSolanaDevWallet,
// the one installDevWallet registers) through solanaAdapter() on the
// LiteSVM chain: SOL and LDT sends signed and sent by the dev wallet,
// balances checked on the chain. Node project: the page install and its
// panel are covered by devWallet.test.tsx.
import { defineNetwork, type Network, solanaLocalnet } from '@latch/common'
import {
  connect,
  createConfig,
  getAccount,
  getTokenBalances,
  sendToken,
} from '@latch/core'
import { devSolanaAccounts, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { startSolanaDevnet } from '@latch/devnet/node'
// Not exported by @latch/devnet (its browser entry would carry @solana/kit).
import { createSolanaDevWallet } from '@latch/devnet/solana-signer'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import {
  findAssociatedTokenPda,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { walletStandard } from './createStandardConnector.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import { solanaAdapter } from './solanaAdapter.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let chain: Awaited<ReturnType<typeof startSolanaDevnet>>
let network: Network

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 })
  network = defineNetwork({
    ...solanaLocalnet,
    rpcUrls: { default: { http: [chain.url] } },
  })
})
afterAll(() => chain?.stop())

test('the dev wallet sends SOL and LDT; the chain shows them', async () => {
  const prompts: string[] = []
  const dev = await createSolanaDevWallet({
    accountIndex: 8,
    rpcUrl: chain.url,
    origin: 'http://localhost',
    confirm: async (request) => {
      prompts.push(String((request as { title?: unknown }).title ?? ''))
      return true
    },
  })
  const config = createConfig({
    projectId: 'test',
    networks: [network],
    storage: null,
    adapters: [solanaAdapter({ discovery: 'load' })],
    connectors: [walletStandard({ wallet: dev.wallet })],
  })
  await connect(config, { connector: 'standard:Latch Dev Wallet' })
  expect(getAccount(config).address).toBe(devSolanaAccounts[8]!.address)

  const rpc = createSolanaRpc(chain.url)
  const confirm = (hash: string) =>
    waitForSolanaSignature(getSolanaRpc(network), {
      signature: hash,
      pollingInterval: 50,
    })
  const balances = await getTokenBalances(config, { force: true })
  const sol = balances.find((b) => !b.address)
  const ldt = balances.find((b) => b.address?.endsWith(SOLANA_DEMO_TOKEN_MINT))
  expect(ldt?.quantity.numeric).toBe('1000000')

  const receiver = (await generateKeyPairSigner()).address
  const sent = await sendToken(config, {
    token: sol,
    amount: '0.25',
    receiverAddress: receiver,
  })
  expect(await confirm(sent.hash)).toBeDefined()
  expect((await rpc.getBalance(receiver).send()).value).toBe(250_000_000n)

  const tokens = await sendToken(config, {
    token: ldt,
    amount: '3',
    receiverAddress: receiver,
  })
  expect(await confirm(tokens.hash)).toBeDefined()
  const [ata] = await findAssociatedTokenPda({
    owner: receiver,
    mint: address(SOLANA_DEMO_TOKEN_MINT),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  expect((await rpc.getTokenAccountBalance(ata).send()).value.amount).toBe(
    '3000000',
  )
  // Connect and the two sends were each put to the person.
  expect(prompts.length).toBeGreaterThanOrEqual(3)
})
