// waitForReceipt against a real anvil: every transaction sent back to back
// is found once mined, also those whose receipt the node could not give
// yet when the send was answered (anvil mines after answering); a hash
// the node never had fails with RECEIPT_TIMEOUT, naming it.
import {
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  keccak256,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.js'
import { DevnetError } from './DevnetError.js'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.js'
import { waitForReceipt } from './waitForReceipt.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
})
afterAll(() => anvil?.stop())

describe('waitForReceipt', () => {
  it('finds the receipt of each of 100 transfers sent back to back, the last one included', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const sender = devAccounts[3]
    const receiver = devAccounts[4]
    if (!sender || !receiver) throw new Error('no dev accounts')
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(anvil.url),
    })
    let nonce = await client.getTransactionCount({ address: sender.address })
    const hashes: Hash[] = []
    let unreadable = 0
    for (let i = 0; i < 100; i++) {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: receiver.address,
        value: 1n,
        gas: 21_000n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 0n,
        nonce: nonce++,
      })
      hashes.push(hash)
      // How often the send is answered before the receipt can be read.
      if (!(await client.getTransactionReceipt({ hash }).catch(() => null)))
        unreadable++
    }
    const receipts = await Promise.all(
      hashes.map((hash) => waitForReceipt(client, hash)),
    )
    expect(receipts.map((r) => r.status)).toEqual(hashes.map(() => 'success'))
    expect(receipts.map((r) => r.transactionHash)).toEqual(hashes)
    // Not asserted: how often anvil answers early depends on the machine.
    console.info(`${unreadable} of 100 receipts unreadable right after send`)
  })

  it('fails with RECEIPT_TIMEOUT naming a hash the node never had', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const hash = keccak256(toHex('never sent'))
    const error = await waitForReceipt(client, hash, { timeoutMs: 300 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(DevnetError)
    expect((error as DevnetError).code).toBe('RECEIPT_TIMEOUT')
    expect((error as DevnetError).message).toContain(hash)
    expect((error as DevnetError).message).toContain('unknown to the node')
  })
})
