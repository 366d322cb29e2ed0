// CAIP-2 / CAIP-10 charsets (https://chainagnostic.org/CAIPs/caip-2,
// https://chainagnostic.org/CAIPs/caip-10). Internal to this folder.
import { type ChainNamespace, chainNamespaces } from './chainNamespaces.js'

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

function isChainNamespace(value: string): value is ChainNamespace {
  return (chainNamespaces as readonly string[]).includes(value)
}

/**
 * The parts of a CAIP-2 network id (`length` 2: namespace, reference) or a
 * CAIP-10 account id (`length` 3: namespace, reference, address), or
 * `undefined` when it has another number of parts, an unknown namespace or
 * a part outside its charset. The one check behind `is*` and `parse*`.
 */
export function splitCaip(
  value: string,
  length: 2 | 3,
): [ChainNamespace, string, string] | undefined {
  const parts = value.split(':')
  const [namespace, reference, address] = parts as [string, string, string]
  return parts.length === length &&
    isChainNamespace(namespace) &&
    referencePattern.test(reference) &&
    (length === 2 || accountAddressPattern.test(address))
    ? [namespace, reference, address]
    : undefined
}
