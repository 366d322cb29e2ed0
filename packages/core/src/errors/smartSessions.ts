import { defineError } from '@latch/common'

export type SmartSessionsDisabledErrorType = SmartSessionsDisabledError
/** A smart-session action ran while `features.smartSessions` is off (SPEC §9). */
export class SmartSessionsDisabledError extends defineError(
  'SmartSessionsDisabledError',
  {
    shortMessage: 'Smart sessions are turned off.',
    docsPath: '/core/actions/grantPermissions',
    metaMessages: ['Pass `features: { smartSessions: true }` to createConfig.'],
  },
) {}

export type SmartSessionsUnsupportedErrorType = SmartSessionsUnsupportedError
/**
 * The connected wallet cannot grant sessions on this chain: it does not
 * report ERC-7715's `permissions` capability (an EOA, a wallet without
 * smart accounts) or answered that it does not know the method (SPEC §6).
 */
export class SmartSessionsUnsupportedError extends defineError(
  'SmartSessionsUnsupportedError',
  (chainId: number, options: { cause?: unknown } = {}) => ({
    ...options,
    shortMessage: 'This application might not support Smart Accounts',
    docsPath: '/core/actions/grantPermissions',
    metaMessages: [
      `The wallet does not grant smart sessions on chain ${chainId}.`,
    ],
  }),
) {}

export type InvalidPermissionsResponseErrorType =
  InvalidPermissionsResponseError
/** The wallet answered a grant without a permissions context. */
export class InvalidPermissionsResponseError extends defineError(
  'InvalidPermissionsResponseError',
  (details: string) => ({
    shortMessage:
      'The wallet answered the grant without a permissions context.',
    details,
    docsPath: '/core/actions/grantPermissions',
  }),
) {}
