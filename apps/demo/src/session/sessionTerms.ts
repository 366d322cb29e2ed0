import { devAccounts } from '@latch/devnet'
import { type Address, parseEther } from 'viem'

/** The session the demo asks for: 0.05 ETH in total, for an hour. */
export const SESSION_ALLOWANCE = parseEther('0.05')
export const SESSION_SECONDS = 3600
/** Each spend through the session. */
export const SESSION_SPEND = parseEther('0.03')
/** Where the session's spends go: dev account 6 (no other flow uses it). */
export const SESSION_RECIPIENT = devAccounts[6]!.address as Address
