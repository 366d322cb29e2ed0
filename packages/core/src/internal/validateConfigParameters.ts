import { isCaipNetworkId } from '@latch/common'
import type { CreateConfigParameters } from '../createConfig.js'
import {
  ConflictingSignInOptionsError,
  InvalidConfigError,
} from '../errors/config.js'
import { canonicalLocale } from './canonicalLocale.js'

const siwxMethods = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const

/**
 * Throws what is wrong with `createConfig`'s options: both sign-in options,
 * a `siwx` without its methods, no networks or one without a CAIP id, a
 * `defaultNetwork` not among them, an unknown theme mode, a locale that is
 * not BCP 47, a connect-method order that is not the three methods once.
 */
export function validateConfigParameters(parameters: CreateConfigParameters) {
  if (parameters.siweConfig && parameters.siwx)
    throw new ConflictingSignInOptionsError()
  const { siwx } = parameters
  if (
    siwx &&
    !siwxMethods.every(
      (m) => typeof (siwx as Record<string, unknown>)[m] === 'function',
    )
  )
    throw new InvalidConfigError(
      'siwx',
      `an object with ${siwxMethods.join(', ')}`,
    )
  const { networks } = parameters
  if (!Array.isArray(networks) || networks.length === 0)
    throw new InvalidConfigError('networks', 'a non-empty array of networks')
  for (const n of networks)
    if (!n || !isCaipNetworkId(n.caipNetworkId))
      throw new InvalidConfigError('networks', 'networks with a caipNetworkId')
  const fallback = parameters.defaultNetwork
  if (
    fallback &&
    !networks.some((n) => n.caipNetworkId === fallback.caipNetworkId)
  )
    throw new InvalidConfigError('defaultNetwork', 'one of `networks`')
  if (
    parameters.themeMode !== undefined &&
    parameters.themeMode !== 'light' &&
    parameters.themeMode !== 'dark'
  )
    throw new InvalidConfigError('themeMode', "'light' or 'dark'")
  if (parameters.locale !== undefined) canonicalLocale(parameters.locale)
  // Each of the three connect methods once (SPEC §9), in any order.
  const order = parameters.features?.connectMethodsOrder
  if (order && `${Array.from(order).sort()}` !== 'email,social,wallet')
    throw new InvalidConfigError(
      'features',
      "connectMethodsOrder of 'email', 'social', 'wallet', each once",
    )
}
