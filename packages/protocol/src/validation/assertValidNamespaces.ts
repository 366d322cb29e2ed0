import { isCaipAddress, isCaipNetworkId, ProtocolError } from '@latch/common'
import { assertValidChains } from './assertValidChains.js'

export type AssertValidNamespacesParameters = {
  /** Where the namespaces come from, for the error message. */
  context: string
  /** Settled namespaces must carry CAIP-10 accounts. */
  withAccounts?: boolean | undefined
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * Namespaces are an object whose keys are a namespace (`eip155`) or a
 * CAIP-2 chain; each entry has CAIP-2 chains of that namespace, string
 * arrays of methods and events and, when settled, CAIP-10 accounts on
 * those chains (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID, UNSUPPORTED_NAMESPACE_KEY,
 *   UNSUPPORTED_CHAINS, UNSUPPORTED_ACCOUNTS
 */
export function assertValidNamespaces(
  namespaces: unknown,
  { context, withAccounts }: AssertValidNamespacesParameters,
): void {
  if (
    !namespaces ||
    typeof namespaces !== 'object' ||
    Array.isArray(namespaces)
  )
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `${context}, namespaces should be an object with data`,
    })
  for (const [key, value] of Object.entries(namespaces)) {
    const namespace = value as Record<string, unknown>
    if (!namespace || typeof namespace !== 'object')
      throw new ProtocolError('MISSING_OR_INVALID', {
        context: `${context}, namespace ${key} should be an object`,
      })
    const prefix = key.split(':')[0]
    if (key !== prefix && !isCaipNetworkId(key))
      throw new ProtocolError('UNSUPPORTED_NAMESPACE_KEY', {
        context: `${context}, "${key}"`,
      })
    // A namespace key needs chains, except in settled namespaces.
    if (namespace.chains !== undefined || (key === prefix && !withAccounts)) {
      assertValidChains(namespace.chains, `${context} namespace ${key}`)
      for (const chain of namespace.chains)
        if (!chain.startsWith(`${prefix}:`))
          throw new ProtocolError('UNSUPPORTED_CHAINS', {
            context: `${context}, chain ${chain} does not belong to namespace ${key}`,
          })
    }
    if (!isStringArray(namespace.methods) || !isStringArray(namespace.events))
      throw new ProtocolError('MISSING_OR_INVALID', {
        context: `${context}, namespace ${key} needs methods and events arrays`,
      })
    if (withAccounts) assertAccounts(key, namespace, context)
  }
}

function assertAccounts(
  key: string,
  namespace: Record<string, unknown>,
  context: string,
) {
  const { accounts, chains } = namespace
  if (!isStringArray(accounts) || accounts.length === 0)
    throw new ProtocolError('UNSUPPORTED_ACCOUNTS', {
      context: `${context}, namespace ${key} needs a non-empty accounts array`,
    })
  for (const account of accounts) {
    const chain = account.split(':').slice(0, 2).join(':')
    // Without chains, the key is the chain or the chain's namespace.
    const onChain = isStringArray(chains)
      ? chains.includes(chain)
      : `${chain}:`.startsWith(`${key}:`)
    if (!isCaipAddress(account) || !onChain)
      throw new ProtocolError('UNSUPPORTED_ACCOUNTS', {
        context: `${context}, account ${account} should be a CAIP-10 id on one of the namespace's chains`,
      })
  }
}
