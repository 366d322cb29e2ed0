/** The canonical ERC-4337 EntryPoint v0.7: the one entry point the paymaster serves. */
export const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
