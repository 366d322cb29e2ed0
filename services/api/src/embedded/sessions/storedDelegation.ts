import type { SessionDelegation } from '@latch/common/smart-account'
import { type Hex, numberToHex } from 'viem'

/** A delegation as JSON (its salt in hex). */
export type StoredDelegation = Omit<SessionDelegation, 'salt'> & { salt: Hex }

export const toStoredDelegation = (
  delegation: SessionDelegation,
): StoredDelegation => ({ ...delegation, salt: numberToHex(delegation.salt) })

export const fromStoredDelegation = (
  stored: StoredDelegation,
): SessionDelegation => ({ ...stored, salt: BigInt(stored.salt) })
