/**
 * Whether `value` is an EVM (eip155) address: 40 hex characters with an
 * optional `0x` prefix. Letter case is not checked; use `getEvmAddress`
 * to verify or produce the EIP-55 checksum.
 *
 * @example
 * isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7') // true
 */
export function isEvmAddress(value: string): boolean {
  return /^(?:0x)?[0-9a-fA-F]{40}$/.test(value)
}
