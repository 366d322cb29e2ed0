import type { RelayConnection } from './RelayConnection.js'

/** Whose turn a connection's work takes in the `FairQueue`: its IP. */
export function fairKey(connection: RelayConnection): string {
  return connection.ip ?? connection.clientId
}

/**
 * Frames in or out longer than this (characters) are handled in a turn of
 * their socket's IP: parsing, hashing, storing or sending them takes a
 * millisecond or more. WalletConnect's own frames are a few KB.
 */
export const largeFrameChars = 16_384
