// Activity's Solana history after a failed read, on the LiteSVM chain of
// @latch/devnet: the failure empties the list and toasts (SPEC §7, §8),
// and the next read (Activity opened again) asks the chain again at once.
// It used to keep the failure for 30 s (the balances' retry block) and
// ask nothing: Activity reopened within that time listed nothing.
import type { Config } from '@latch/core'
import { getTransactions, getTransactionsState } from '@latch/core'
import { startSolanaDevnet } from '@latch/devnet/node'
import { type SolanaTestSetup, startSolanaTestSetup } from '@latch/test'
import { afterAll, beforeAll, expect, test } from 'vitest'

let setup: SolanaTestSetup
let config: Config
let restarted: Awaited<ReturnType<typeof startSolanaDevnet>> | undefined
beforeAll(async () => {
  setup = await startSolanaTestSetup({ accountIndex: 7 })
  ;({ config } = await setup.connected('Retry Wallet'))
})
afterAll(async () => {
  await restarted?.stop()
  // Its chain is stopped already; the wallets still go.
  await setup?.stop().catch(() => {})
})

test('a failed history read is read again on the next ask, not kept for 30 s', async () => {
  // The node goes away: the read fails.
  await setup.chain.stop()
  expect(await getTransactions(config)).toEqual([])
  expect(getTransactionsState(config)).toMatchObject({
    transactions: [],
    empty: true,
  })
  expect(config.state.toast).toMatchObject({
    variant: 'error',
    message: 'Failed to fetch transactions',
  })

  // Back on the same URL (seeded the same way), well within 30 s.
  restarted = await startSolanaDevnet({ port: setup.chain.port })
  const transactions = await getTransactions(config)
  // The seed's 1,000 SOL from the faucet.
  const seed = transactions.find(
    (t) =>
      t.transfers[0]?.direction === 'in' &&
      t.transfers[0]?.fungible_info?.symbol === 'SOL',
  )
  expect(seed?.transfers[0]).toMatchObject({
    recipient: setup.signer.address,
    quantity: { numeric: '1000' },
  })
  expect(getTransactionsState(config).transactions).toBe(transactions)
})
