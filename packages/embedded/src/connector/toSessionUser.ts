import type { AccountType } from '@latch/common/embedded-protocol'
import type { EmbeddedUser } from '@latch/core'
import { toEmbeddedUser } from './toEmbeddedUser.js'

const isString = (v: unknown): v is string => typeof v === 'string'

/**
 * The frame's user reply on `chainId` as the core's user: checked
 * (`toEmbeddedUser`), with its account type, its smart account where the
 * chain has smart accounts, and whether the smart account in use has code.
 */
export function toSessionUser(
  raw: unknown,
  { chainId, smartAccounts }: { chainId: number; smartAccounts: boolean },
): EmbeddedUser {
  const next = toEmbeddedUser(raw)
  const data = raw as Record<string, unknown>
  const smart = Array.isArray(data.accounts)
    ? (data.accounts as { address?: unknown; type?: unknown }[]).find(
        (a) => a?.type === 'smartAccount' && isString(a.address),
      )
    : undefined
  const accountType: AccountType =
    data.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  return {
    ...next,
    chainId,
    accountType,
    ...(smartAccounts && smart
      ? { smartAccountAddress: smart.address as string }
      : {}),
    ...(accountType === 'smartAccount'
      ? { smartAccountDeployed: data.smartAccountDeployed === true }
      : {}),
  }
}
