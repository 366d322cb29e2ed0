import { defineError } from './base.js'

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/** Thrown when a string is not a CAIP-2 network id Latch understands. */
export class InvalidCaipNetworkIdError extends defineError(
  'InvalidCaipNetworkIdError',
  ({ caipNetworkId }: { caipNetworkId: string }) => ({
    shortMessage: `CAIP-2 network id "${caipNetworkId}" is invalid.`,
    docsPath: '/common/caip',
    metaMessages: [
      'Expected "<namespace>:<reference>", where namespace is one of',
      'eip155, solana, bip122, polkadot, cosmos and reference matches',
      '[-_a-zA-Z0-9]{1,32}.',
    ],
  }),
) {}

export type InvalidCaipAddressErrorType = InvalidCaipAddressError

/** Thrown when a string is not a CAIP-10 account id Latch understands. */
export class InvalidCaipAddressError extends defineError(
  'InvalidCaipAddressError',
  ({ caipAddress }: { caipAddress: string }) => ({
    shortMessage: `CAIP-10 address "${caipAddress}" is invalid.`,
    docsPath: '/common/caip',
    metaMessages: [
      'Expected "<namespace>:<reference>:<address>" with three non-empty',
      'parts, a known namespace, reference [-_a-zA-Z0-9]{1,32} and',
      'address [-.%a-zA-Z0-9]{1,128}.',
    ],
  }),
) {}
