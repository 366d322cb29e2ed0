import { getAddress, isAddress } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { PaymasterPolicy } from './PaymasterPolicy.js'

/** The fields an admin sets; the rest of `PaymasterPolicy` is the server's. */
export type PaymasterPolicyInput = Omit<PaymasterPolicy, 'updatedAt'>

const MAX_TARGETS = 1000
const wei = /^(0|[1-9][0-9]{0,77})$/

const invalid = (message: string) =>
  new BlockchainApiError(400, 'INVALID_POLICY', message)

/**
 * Checks a policy body of `PUT /admin/projects/:id/paymaster-policy`:
 * `chains` CAIP-2 ids among `served`, `allowedTargets` addresses (at most
 * 1000, stored checksummed), `senderDailyCapWei` and `totalBudgetWei`
 * decimal strings of wei, `enabled` a boolean (default true),
 * `sponsorName` up to 64 characters or null. Anything else is 400
 * `INVALID_POLICY` naming the field.
 */
export function parsePaymasterPolicy(
  body: Record<string, unknown>,
  served: readonly number[],
): PaymasterPolicyInput {
  const known = new Set([
    'enabled',
    'chains',
    'allowedTargets',
    'senderDailyCapWei',
    'totalBudgetWei',
    'sponsorName',
  ])
  const unknown = Object.keys(body).find((key) => !known.has(key))
  if (unknown !== undefined)
    throw invalid(
      `Unknown policy field ${JSON.stringify(unknown.slice(0, 64))}`,
    )
  const enabled = body.enabled ?? true
  if (typeof enabled !== 'boolean') throw invalid('enabled must be a boolean')
  const { chains, allowedTargets } = body
  if (!Array.isArray(chains) || chains.length > served.length)
    throw invalid(
      'chains must be a list of CAIP-2 chain ids this server serves',
    )
  for (const chain of chains) {
    const id =
      typeof chain === 'string' ? /^eip155:([0-9]+)$/.exec(chain) : null
    if (!id || !served.includes(Number(id[1])))
      throw invalid(
        `chains: ${JSON.stringify(String(chain).slice(0, 64))} is not one of ${served.map((c) => `eip155:${c}`).join(', ')}`,
      )
  }
  if (!Array.isArray(allowedTargets) || allowedTargets.length > MAX_TARGETS)
    throw invalid(
      `allowedTargets must be a list of at most ${MAX_TARGETS} addresses`,
    )
  const targets = allowedTargets.map((target) => {
    if (typeof target !== 'string' || !isAddress(target, { strict: false }))
      throw invalid(
        `allowedTargets: ${JSON.stringify(String(target).slice(0, 64))} is not an address`,
      )
    return getAddress(target)
  })
  const amount = (name: 'senderDailyCapWei' | 'totalBudgetWei') => {
    const value = body[name]
    if (typeof value !== 'string' || !wei.test(value))
      throw invalid(
        `${name} must be a decimal string of wei, e.g. "1000000000000000000"`,
      )
    return value
  }
  const sponsorName = body.sponsorName ?? null
  if (
    sponsorName !== null &&
    (typeof sponsorName !== 'string' ||
      !sponsorName.trim() ||
      sponsorName.length > 64)
  )
    throw invalid('sponsorName must be 1 to 64 characters, or null')
  return {
    enabled,
    chains: [...new Set(chains as string[])],
    allowedTargets: [...new Set(targets)],
    senderDailyCapWei: amount('senderDailyCapWei'),
    totalBudgetWei: amount('totalBudgetWei'),
    sponsorName,
  }
}
