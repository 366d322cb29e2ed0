import {
  address,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  getSignatureFromTransaction,
  lamports,
  sendAndConfirmTransactionFactory,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  devSigner,
  signedTransactionObject,
} from '../../../test/solana/solanaTestHelpers.js'
import { devSolanaAccounts } from '../devSolanaAccounts.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../startSolanaDevnet.js'

let devnet: StartSolanaDevnetReturnType
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(() => devnet?.stop())

/** Sends raw frames on one socket; resolves with the next `count` answers. */
async function exchange(frames: string[], count = frames.length) {
  const socket = new WebSocket(devnet.wsUrl)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const answers: unknown[] = []
  const done = new Promise<unknown[]>((resolve) => {
    socket.on('message', (data) => {
      answers.push(JSON.parse(data.toString()))
      if (answers.length === count) resolve(answers)
    })
  })
  for (const frame of frames) socket.send(frame)
  const result = await done
  socket.close()
  return result as { error?: { code: number }; result?: unknown }[]
}

describe('Solana subscriptions over WebSocket', () => {
  it("lets kit's sendAndConfirmTransaction confirm a transfer", async () => {
    const rpc = createSolanaRpc(devnet.url)
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
    const sendAndConfirm = sendAndConfirmTransactionFactory({
      rpc,
      rpcSubscriptions,
    })
    const payer = await devSigner(8)
    const receiver = address(devSolanaAccounts[9]!.address)
    const abort = new AbortController()
    const accountUpdates = await rpcSubscriptions
      .accountNotifications(receiver, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    // kit drops notifications that arrive before iteration starts
    const firstUpdate = (async () => {
      for await (const update of accountUpdates) return update
    })()
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const transaction = await signedTransactionObject(
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: receiver,
          amount: lamports(3_000_000n),
        }),
      ],
      lifetime,
    )
    await sendAndConfirm(transaction as never, { commitment: 'confirmed' })
    const { value } = await rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send()
    expect(value[0]?.err).toBeNull()
    expect((await firstUpdate)?.value?.lamports).toBe(1_000_003_000_000n)
    abort.abort()
  })

  it('answers subscribe and unsubscribe, and bad frames with errors', async () => {
    const answers = await exchange([
      'not json',
      '{"jsonrpc":"2.0","id":1,"method":"getBalance","params":[]}',
      '{"jsonrpc":"2.0","id":2,"method":"signatureSubscribe","params":["nope"]}',
      '{"jsonrpc":"2.0","id":3,"method":"accountSubscribe","params":[42]}',
      '{"jsonrpc":"2.0","id":4,"method":"slotSubscribe"}',
      '{"jsonrpc":"1.0","id":5,"method":"slotSubscribe"}',
      '[]',
    ])
    expect(answers.map((a) => a.error?.code ?? 'ok')).toEqual([
      -32700,
      -32601,
      -32602,
      -32602,
      'ok',
      -32600,
      -32600,
    ])
    const subscription = answers[4]?.result
    const [unsubscribed] = await exchange([
      JSON.stringify({
        jsonrpc: '2.0',
        id: 6,
        method: 'slotUnsubscribe',
        params: [subscription],
      }),
    ])
    // another socket's subscription is not this socket's to drop
    expect(unsubscribed?.result).toBe(false)
  })
})
