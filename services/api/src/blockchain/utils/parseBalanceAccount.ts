import { chainNamespaces, isSolanaAddress } from '@latch/common'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type {
  BlockchainSettings,
  ChainSettings,
  SolanaChainSettings,
} from '../settings/BlockchainSettings.js'
import { parseAddress } from './parseAddress.js'
import { parseChain } from './parseChain.js'

/** The account of a balance request and the chains to read it on. */
export type BalanceAccount =
  | {
      namespace: 'eip155'
      address: `0x${string}`
      chains: readonly ChainSettings[]
    }
  | {
      namespace: 'solana'
      address: string
      chains: readonly SolanaChainSettings[]
    }

/** Namespaces with balances (SPEC §9: balance, send, on-ramp). */
const balanceNamespaces = ['eip155', 'solana']

const invalid = (message: string) =>
  new BlockchainApiError(400, 'INVALID_ADDRESS', message)

const show = (value: string) =>
  JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value)

/**
 * The `{address}` and `chainId` of GET /v1/account/{address}/balance (SPEC
 * §5 rules, each refusal a 400 naming the problem):
 * - a CAIP-10 account `namespace:reference:address`: exactly three
 *   non-empty parts and a known namespace; eip155 and solana only (SPEC §9
 *   offers no Bitcoin balance: `UNSUPPORTED_CHAIN`); its chain is the one
 *   read, and a `chainId` must name the same one;
 * - a plain address: `0x` + 40 hex is EVM, 32–44 base58 characters Solana,
 *   read on `chainId` or on every chain of its namespace.
 * Unknown chains are a 400 `UNSUPPORTED_CHAIN`, malformed ones
 * `INVALID_CHAIN_ID`.
 */
export function parseBalanceAccount(
  settings: Pick<BlockchainSettings, 'chains' | 'solanaChains'>,
  value: string,
  chainId: string | undefined,
): BalanceAccount {
  let namespace: string
  let address: string
  let chain = chainId
  if (value.includes(':')) {
    const parts = value.split(':')
    const [ns = '', reference = '', rest = ''] = parts
    if (parts.length !== 3 || !ns || !reference || !rest)
      throw invalid(
        `Invalid account ${show(value)}: a CAIP-10 account has exactly three non-empty parts (namespace:reference:address).`,
      )
    if (!(chainNamespaces as readonly string[]).includes(ns))
      throw invalid(
        `Invalid account ${show(value)}: unknown namespace (known: ${chainNamespaces.join(', ')}).`,
      )
    if (!balanceNamespaces.includes(ns))
      throw new BlockchainApiError(
        400,
        'UNSUPPORTED_CHAIN',
        `Balances are offered for eip155 and solana accounts only, not ${ns}.`,
      )
    if (chainId !== undefined && chainId !== `${ns}:${reference}`)
      throw new BlockchainApiError(
        400,
        'INVALID_CHAIN_ID',
        `chainId ${show(chainId)} differs from the account's chain ${ns}:${reference}.`,
      )
    namespace = ns
    address = rest
    chain = `${ns}:${reference}`
  } else {
    address = value
    const evm = /^0x/i.test(value)
    if (!chainId && !evm && !isSolanaAddress(value))
      throw invalid(
        `Invalid address ${show(value)}: expected an EVM address (0x and 40 hex characters), a Solana address (32 to 44 base58 characters) or a CAIP-10 account.`,
      )
    namespace =
      chainId?.startsWith('solana:') || (!chainId && !evm) ? 'solana' : 'eip155'
  }
  if (namespace === 'eip155') {
    if (chain?.startsWith('solana:'))
      throw new BlockchainApiError(
        400,
        'INVALID_CHAIN_ID',
        'chainId names a Solana chain but the address is an EVM one.',
      )
    return {
      namespace,
      address: parseAddress(address),
      chains:
        chain === undefined ? settings.chains : [parseChain(settings, chain)],
    }
  }
  if (!isSolanaAddress(address))
    throw invalid(
      `Invalid Solana address ${show(address)}: expected 32 to 44 base58 characters.`,
    )
  return {
    namespace: 'solana',
    address,
    chains:
      chain === undefined
        ? settings.solanaChains
        : [parseSolanaChain(settings, chain)],
  }
}

const solanaCaip2 = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

function parseSolanaChain(
  settings: Pick<BlockchainSettings, 'solanaChains'>,
  value: string,
): SolanaChainSettings {
  if (!solanaCaip2.test(value))
    throw new BlockchainApiError(
      400,
      'INVALID_CHAIN_ID',
      'Invalid chainId: a Solana CAIP-2 id is solana: and the 32 first base58 characters of the genesis hash.',
    )
  const chain = settings.solanaChains.find((c) => c.caipNetworkId === value)
  if (!chain)
    throw new BlockchainApiError(
      400,
      'UNSUPPORTED_CHAIN',
      `Chain ${value} is not supported by this server.`,
    )
  return chain
}
