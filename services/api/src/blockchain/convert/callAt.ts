import type { Address, Hex } from 'viem'
import { callContractsAt } from './callContractsAt.js'
import type { BlockRef } from './latestBlock.js'

type Pending = {
  call: { to: Address; data: Hex }
  resolve(data: Hex | undefined): void
  reject(error: unknown): void
}

/** Calls waiting for their batch, by node and block hash. */
const queues = new Map<string, Pending[]>()

/**
 * `eth_call` of `call` at `block` (`undefined` where the chain reverts).
 * Every call asked for the same node and block within one turn of the
 * event loop goes out in ONE JSON-RPC batch (`callContractsAt`): the pool
 * reads of all routes of all quotes asked meanwhile share a request.
 */
export function callAt(
  rpcUrl: string,
  block: BlockRef,
  call: { to: Address; data: Hex },
): Promise<Hex | undefined> {
  const key = `${rpcUrl}|${block.hash}`
  let queue = queues.get(key)
  if (!queue) {
    const pending: Pending[] = []
    queue = pending
    queues.set(key, pending)
    setImmediate(() => {
      queues.delete(key)
      callContractsAt(
        rpcUrl,
        pending.map((p) => p.call),
        block,
      ).then(
        (answers) => {
          for (const [i, p] of pending.entries()) p.resolve(answers[i])
        },
        (error: unknown) => {
          for (const p of pending) p.reject(error)
        },
      )
    })
  }
  const waiting = queue
  return new Promise((resolve, reject) =>
    waiting.push({ call, resolve, reject }),
  )
}
