import { defineError } from '@latch/common'

export type InvalidAppConfigurationErrorType = InvalidAppConfigurationError
/** The page's origin is not one the project allows (SPEC §8). */
export class InvalidAppConfigurationError extends defineError(
  'InvalidAppConfigurationError',
  (origin: string, options: { cause?: unknown } = {}) => ({
    ...options,
    shortMessage: 'Invalid App Configuration',
    docsPath: '/core/api#allowed-origins',
    metaMessages: [
      `Origin ${origin} is not among the project's allowed origins.`,
    ],
  }),
) {}

export type InvalidProjectIdErrorType = InvalidProjectIdError
/** The API server does not know the project id (SPEC §8). */
export class InvalidProjectIdError extends defineError(
  'InvalidProjectIdError',
  (projectId: string, options: { cause?: unknown } = {}) => ({
    ...options,
    shortMessage: 'Invalid Project ID - update configuration',
    docsPath: '/core/api#projects',
    metaMessages: [`Project ${projectId} is unknown to the API server.`],
  }),
) {}

export type ApiNotConfiguredErrorType = ApiNotConfiguredError
/** An API-backed call was made on a config without `apiUrl`. */
export class ApiNotConfiguredError extends defineError(
  'ApiNotConfiguredError',
  {
    shortMessage: 'The Latch API is not configured.',
    docsPath: '/core/createConfig#apiurl',
    metaMessages: ['Pass `apiUrl` (your Latch API server) to createConfig.'],
  },
) {}

export type TransactionsAccountMissingErrorType =
  TransactionsAccountMissingError
/** getTransactions needs an account (SPEC §5). */
export class TransactionsAccountMissingError extends defineError(
  'TransactionsAccountMissingError',
  {
    shortMessage: "Transactions can't be fetched without an accountAddress",
    docsPath: '/core/actions/getTransactions',
  },
) {}

export type FetchTransactionsErrorType = FetchTransactionsError
/** The history call failed (SPEC §8 toast). */
export class FetchTransactionsError extends defineError(
  'FetchTransactionsError',
  {
    shortMessage: 'Failed to fetch transactions',
    docsPath: '/core/actions/getTransactions',
  },
) {}

const nameMessages = {
  resolve: 'Error resolving name',
  suggestions: 'Error fetching name suggestions',
  reverse: 'Error fetching names for address',
}

/** The three name-lookup failures of SPEC §8. */
export type NameErrorKind = keyof typeof nameMessages

export type NameLookupErrorType = NameLookupError
/** Resolving, suggesting or reverse-looking-up a name failed (SPEC §8). */
export class NameLookupError extends defineError(
  'NameLookupError',
  (kind: NameErrorKind, options: { cause?: unknown } = {}) => ({
    ...options,
    shortMessage: nameMessages[kind],
    docsPath: '/core/actions/names',
    fields: { kind },
  }),
) {}

export type InvalidAccountNameErrorType = InvalidAccountNameError
/** A name that is not letters, digits or hyphens of at least 4 characters. */
export class InvalidAccountNameError extends defineError(
  'InvalidAccountNameError',
  (name: string) => ({
    shortMessage: `Invalid name "${name}".`,
    docsPath: '/core/actions/registerAccountName',
    metaMessages: ['Use letters, digits or hyphens, at least 4 characters.'],
  }),
) {}

export type RegisterAccountNameErrorType = RegisterAccountNameError
/** The server refused or failed a name registration. */
export class RegisterAccountNameError extends defineError(
  'RegisterAccountNameError',
  (code: string | undefined, options: { cause?: unknown } = {}) => ({
    ...options,
    shortMessage: 'Name registration failed.',
    docsPath: '/core/actions/registerAccountName',
    fields: {
      /** The server's code, e.g. `NAME_TAKEN`. */
      code,
    },
  }),
) {}
