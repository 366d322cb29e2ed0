import { smartAccountContracts } from '@latch/common/smart-account'

/** The canonical ERC-4337 EntryPoint v0.7: the one entry point the paymaster serves. */
export const ENTRY_POINT_V07 = smartAccountContracts.EntryPoint
