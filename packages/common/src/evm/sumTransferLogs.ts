import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  size,
  sliceHex,
} from 'viem'

/**
 * The pseudo-contract `eth_simulateV1` with `traceTransfers` logs the
 * chain's currency moves from (ERC-7528).
 */
export const NATIVE_TRANSFER_ADDRESS =
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const

/** `Transfer(address indexed, address indexed, uint256)`. */
const TRANSFER =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** One log of a simulated call, as a node answers it. */
export type TransferLog = {
  address: Address
  topics: readonly Hex[]
  data: Hex
}

/** A net balance change of one asset: below 0 the account pays. */
export type AssetDelta = {
  /** 'native' for the chain's currency, else the ERC-20 contract (EIP-55). */
  token: 'native' | Address
  delta: bigint
}

const topicAddress = (topic: Hex | undefined) =>
  topic && size(topic) === 32 ? sliceHex(topic, 12) : undefined

/**
 * Sums what `account` sends and receives in the `Transfer` logs of
 * simulated calls (`eth_simulateV1` with `traceTransfers`): the chain's
 * currency (logs of NATIVE_TRANSFER_ADDRESS) and ERC-20 tokens. ERC-721
 * transfers (the token id indexed: 4 topics) and malformed logs are not
 * counted; assets that net to zero are left out. The one reading of a
 * simulation shared by the embedded wallet's service and apps/wallet.
 *
 * @example
 * sumTransferLogs(user, calls.flatMap((call) => call.logs ?? []))
 * // [{ token: 'native', delta: -10n ** 15n }, { token: '0x…', delta: 5n }]
 */
export function sumTransferLogs(
  account: Address,
  logs: Iterable<TransferLog>,
): AssetDelta[] {
  const totals = new Map<AssetDelta['token'], bigint>()
  for (const log of logs) {
    if (log.topics.length !== 3 || log.topics[0] !== TRANSFER) continue
    const sender = topicAddress(log.topics[1])
    const receiver = topicAddress(log.topics[2])
    if (!sender || !receiver || size(log.data) !== 32) continue
    const amount = hexToBigInt(log.data)
    let delta = 0n
    if (isAddressEqual(sender, account)) delta -= amount
    if (isAddressEqual(receiver, account)) delta += amount
    if (delta === 0n) continue
    const token = isAddressEqual(log.address, NATIVE_TRANSFER_ADDRESS)
      ? 'native'
      : getAddress(log.address)
    totals.set(token, (totals.get(token) ?? 0n) + delta)
  }
  return [...totals]
    .filter(([, delta]) => delta !== 0n)
    .map(([token, delta]) => ({ token, delta }))
}
