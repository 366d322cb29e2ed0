/**
 * The key of an address in the address labels: EVM addresses lower-cased
 * (their checksum is only a spelling), other namespaces' as they are
 * (base58 and bech32 addresses are case-sensitive or lower-case already).
 */
export function addressLabelKey(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address
}
