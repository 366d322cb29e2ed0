import { defineError } from '@latch/common'

export type UnsupportedTransactionNamespaceErrorType =
  UnsupportedTransactionNamespaceError

/** The connected wallet's namespace has no transaction adapter yet. */
export class UnsupportedTransactionNamespaceError extends defineError(
  'UnsupportedTransactionNamespaceError',
  (namespace: string) => ({
    shortMessage: 'Unsupported chain',
    details: `Transactions on "${namespace}" are not supported yet; connect an eip155 wallet.`,
    docsPath: '/core/actions/sendTransaction',
  }),
) {}

export type TransactionReceiptNotFoundErrorType =
  TransactionReceiptNotFoundError

/** The chain has no receipt for the hash (yet). */
export class TransactionReceiptNotFoundError extends defineError(
  'TransactionReceiptNotFoundError',
  (hash: string) => ({
    shortMessage: `Transaction receipt with hash "${hash}" could not be found.`,
    details: 'The transaction may not be processed on a block yet.',
    docsPath: '/core/actions/getTransactionReceipt',
  }),
) {}

export type WaitForTransactionReceiptTimeoutErrorType =
  WaitForTransactionReceiptTimeoutError

/** No receipt arrived within `timeout`. */
export class WaitForTransactionReceiptTimeoutError extends defineError(
  'WaitForTransactionReceiptTimeoutError',
  (hash: string, timeout: number) => ({
    shortMessage: `Timed out while waiting for transaction with hash "${hash}" to be confirmed.`,
    details: `No receipt after ${timeout} ms.`,
    docsPath: '/core/actions/waitForTransactionReceipt',
  }),
) {}

export type InvalidWalletResponseErrorType = InvalidWalletResponseError

/** The wallet answered with something the method does not allow. */
export class InvalidWalletResponseError extends defineError(
  'InvalidWalletResponseError',
  (method: string, details: string) => ({
    shortMessage: 'The wallet returned an invalid response.',
    details: `${method}: ${details}`,
    docsPath: '/core/actions/sendTransaction',
  }),
) {}
