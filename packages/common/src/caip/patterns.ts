// CAIP-2 / CAIP-10 charsets (https://chainagnostic.org/CAIPs/caip-2,
// https://chainagnostic.org/CAIPs/caip-10). Internal to this folder.
import { type ChainNamespace, chainNamespaces } from './chainNamespaces.js'

export const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
export const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

export function isChainNamespace(value: string): value is ChainNamespace {
  return (chainNamespaces as readonly string[]).includes(value)
}
