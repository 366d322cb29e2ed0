// Activity's history for a Solana account without the Latch API: core's
// getTransactions through solanaAdapter() reads the LiteSVM chain of
// @latch/devnet (getSignaturesForAddress + getTransaction): a SOL send
// sent through core is listed, newest first, as sent to its receiver with
// its amount and signature; the seed's 1,000 SOL and its minted LDT as
// received; an SPL
// token send as that token (named by its mint), not the rent it paid.
import type { Config } from '@latch/core'
import {
  getTokenBalances,
  getTransactions,
  getTransactionsState,
  isHistorySupported,
  sendToken,
} from '@latch/core'
import { SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { type SolanaTestSetup, startSolanaTestSetup } from '@latch/test'
import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let setup: SolanaTestSetup
let config: Config
beforeAll(async () => {
  // Dev account 8 on this file's own chain.
  setup = await startSolanaTestSetup({ accountIndex: 8 })
  ;({ config } = await setup.connected('History Wallet'))
})
afterAll(() => setup?.stop())

test('a SOL send is listed first: sent, to the receiver, 0.125 SOL, its signature, confirmed; the seed as received', async () => {
  expect(isHistorySupported(config)).toBe(true)
  // No API server: the history is still available, from the RPC.
  expect(config.options.apiUrl).toBeUndefined()
  expect(getTransactionsState(config).available).toBe(true)
  const receiver = (await generateKeyPairSigner()).address
  const [sol] = await getTokenBalances(config, { force: true })
  const { hash } = await sendToken(config, {
    token: sol,
    amount: '0.125',
    receiverAddress: receiver,
  })
  await waitForSolanaSignature(getSolanaRpc(setup.network), {
    signature: hash,
    pollingInterval: 50,
  })

  const transactions = await getTransactions(config)
  const [latest] = transactions
  expect(latest?.metadata).toMatchObject({
    hash,
    status: 'confirmed',
    sentFrom: setup.signer.address,
    sentTo: receiver,
    chain: setup.network.caipNetworkId,
  })
  expect(Number.isNaN(Date.parse(latest?.metadata.minedAt ?? ''))).toBe(false)
  expect(latest?.transfers).toEqual([
    {
      direction: 'out',
      sender: setup.signer.address,
      recipient: receiver,
      fungible_info: { name: 'Solana', symbol: 'SOL' },
      quantity: { numeric: '0.125' },
    },
  ])
  // The seed: one transaction from the faucet to every dev account.
  const received = (symbol: string) =>
    transactions.find(
      (t) =>
        t.transfers[0]?.direction === 'in' &&
        t.transfers[0]?.fungible_info?.symbol === symbol,
    )
  const seed = received('SOL')
  expect(seed?.transfers[0]?.quantity?.numeric).toBe('1000')
  expect(seed?.transfers[0]?.recipient).toBe(setup.signer.address)
  // And its LDT, minted to it: received, from no one.
  const minted = received(`${SOLANA_DEMO_TOKEN_MINT.slice(0, 4)}…`)
  expect(minted?.transfers[0]).toMatchObject({
    recipient: setup.signer.address,
    quantity: { numeric: '1000000' },
  })
  expect(minted?.transfers[0]?.sender).toBeUndefined()
  expect(getTransactionsState(config).transactions).toBe(transactions)
})

test('an LDT send to an account without a token account is listed as LDT sent to it, not as the rent for its new token account', async () => {
  const receiver = (await generateKeyPairSigner()).address
  const balances = await getTokenBalances(config, { force: true })
  const token = balances.find((b) =>
    b.address?.endsWith(SOLANA_DEMO_TOKEN_MINT),
  )
  expect(token).toBeDefined()
  const { hash } = await sendToken(config, {
    token,
    amount: '2.25',
    receiverAddress: receiver,
  })
  await waitForSolanaSignature(getSolanaRpc(setup.network), {
    signature: hash,
    pollingInterval: 50,
  })
  const [latest] = await getTransactions(config)
  expect(latest?.metadata).toMatchObject({
    hash,
    sentFrom: setup.signer.address,
    sentTo: receiver,
  })
  expect(latest?.transfers).toEqual([
    {
      direction: 'out',
      sender: setup.signer.address,
      recipient: receiver,
      fungible_info: {
        name: SOLANA_DEMO_TOKEN_MINT,
        symbol: `${SOLANA_DEMO_TOKEN_MINT.slice(0, 4)}…`,
      },
      quantity: { numeric: '2.25' },
    },
  ])
})
