import { numberToHex, parseEther } from 'viem'
import { getHttpRpcClient } from 'viem/utils'
import { DevnetError } from '../node/DevnetError.js'
import { bundlerAccounts } from './bundlerAccounts.js'

/** Each bundler key's balance: plenty for a devnet's life. */
const BALANCE = parseEther('10000')

/** Sets the bundler keys' balances on an anvil (`anvil_setBalance`). */
export async function fundBundlerAccounts(rpcUrl: string): Promise<void> {
  const client = getHttpRpcClient(rpcUrl)
  for (const account of Object.values(bundlerAccounts)) {
    const body = await client
      .request({
        body: {
          method: 'anvil_setBalance',
          params: [account.address, numberToHex(BALANCE)],
        },
      })
      .catch((cause: unknown) => ({ error: cause }))
    if ('error' in body && body.error)
      throw new DevnetError(
        'SEED_FAILED',
        `Cannot fund the bundler's keys on ${rpcUrl}.`,
        {
          cause: body.error,
          details:
            body.error instanceof Error
              ? body.error.message
              : JSON.stringify(body.error),
        },
      )
  }
}
