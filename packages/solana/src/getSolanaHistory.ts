import type { Network } from '@latch/common'
import type { Transaction } from '@latch/core'
import { type Signature, address as toAddress } from '@solana/kit'
import { getSolanaRpc } from './getSolanaRpc.js'
import { toSolanaActivity } from './toSolanaActivity.js'

/** Transactions per page of the Activity tab's history. */
const PAGE_SIZE = 20

/**
 * A page of `owner`'s transactions on `network`, newest first, from its
 * RPC: getSignaturesForAddress (before `cursor`, a signature), then
 * getTransaction of each. `next` is the page's last signature when the
 * page is full.
 */
export async function getSolanaHistory(
  network: Network,
  owner: string,
  cursor?: string,
): Promise<{ data: Transaction[]; next: string | undefined }> {
  const rpc = getSolanaRpc(network)
  const signatures = await rpc
    .getSignaturesForAddress(toAddress(owner), {
      limit: PAGE_SIZE,
      commitment: 'confirmed',
      ...(cursor && { before: cursor as Signature }),
    })
    .send()
  const data = await Promise.all(
    signatures.map(async (info) => {
      const tx = await rpc
        .getTransaction(info.signature, {
          encoding: 'json',
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
        })
        .send()
      const loaded = tx?.meta?.loadedAddresses
      return toSolanaActivity(
        {
          signature: info.signature,
          blockTime: tx?.blockTime ?? info.blockTime,
          err: tx?.meta ? tx.meta.err : info.err,
          accountKeys: [
            ...(tx?.transaction.message.accountKeys ?? []),
            ...(loaded?.writable ?? []),
            ...(loaded?.readonly ?? []),
          ],
          preBalances: tx?.meta?.preBalances ?? [],
          postBalances: tx?.meta?.postBalances ?? [],
          fee: tx?.meta?.fee ?? 0n,
          preTokenBalances: tx?.meta?.preTokenBalances ?? [],
          postTokenBalances: tx?.meta?.postTokenBalances ?? [],
        },
        owner,
        network,
      )
    }),
  )
  const last = signatures.at(-1)
  return {
    data,
    next: signatures.length === PAGE_SIZE ? last?.signature : undefined,
  }
}
