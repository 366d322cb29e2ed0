import {
  type AuthPayload,
  buildAuthObject,
  type Cacao,
  formatAuthMessage,
} from '@latch/protocol/client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** One message the wallet signs for a one-click auth request. */
export type AuthMessage = {
  /** `eip155:<id>`, a requested chain the wallet has. */
  chain: string
  /** `did:pkh:eip155:<id>:<address>`. */
  iss: string
  /** The EIP-4361 (CAIP-122) text, as it is signed. */
  message: string
}

/**
 * The messages a one-click auth request asks `address` to sign: one per
 * requested chain the wallet has (`chainIds`), in the request's order.
 * Empty when the wallet has none of them.
 */
export function listAuthMessages(
  payload: AuthPayload,
  { chainIds, address }: { chainIds: readonly number[]; address: string },
): AuthMessage[] {
  const own = new Set(chainIds.map((id) => `eip155:${id}`))
  return [...new Set(payload.chains)]
    .filter((chain) => own.has(chain))
    .map((chain) => {
      const iss = `did:pkh:${chain}:${address}`
      return {
        chain,
        iss,
        message: formatAuthMessage({ request: payload, iss }),
      }
    })
}

/**
 * Signs each message of `listAuthMessages` with `privateKey` (EIP-191) and
 * wraps it as the CACAO `approveSessionAuthenticate` takes.
 */
export async function signAuthRequest(
  payload: AuthPayload,
  { chainIds, privateKey }: { chainIds: readonly number[]; privateKey: Hex },
): Promise<Cacao[]> {
  const account = privateKeyToAccount(privateKey)
  const list = listAuthMessages(payload, {
    chainIds,
    address: account.address,
  })
  return Promise.all(
    list.map(async ({ iss, message }) =>
      buildAuthObject(
        payload,
        { t: 'eip191', s: await account.signMessage({ message }) },
        iss,
      ),
    ),
  )
}
