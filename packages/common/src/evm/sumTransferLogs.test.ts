import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  erc721Abi,
  getAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  NATIVE_TRANSFER_ADDRESS,
  sumTransferLogs,
  type TransferLog,
} from './sumTransferLogs.js'

const user: Address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const other: Address = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const token: Address = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

const erc20 = (
  address: Address,
  from: Address,
  to: Address,
  value: bigint,
): TransferLog => ({
  address,
  topics: encodeEventTopics({
    abi: erc20Abi,
    eventName: 'Transfer',
    args: { from, to },
  }) as TransferLog['topics'],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
})

describe('sumTransferLogs', () => {
  it('nets native and ERC-20 moves of the account, leaving others and zero sums out', () => {
    expect(
      sumTransferLogs(getAddress(user), [
        erc20(NATIVE_TRANSFER_ADDRESS, user, other, 10n ** 15n),
        erc20(token, other, user, 7n),
        erc20(token, user, other, 2n),
        erc20(token, other, other, 99n),
        // sent and received back: nets to zero, left out
        erc20(NATIVE_TRANSFER_ADDRESS, other, user, 5n),
        erc20(NATIVE_TRANSFER_ADDRESS, user, other, 5n),
      ]),
    ).toEqual([
      { token: 'native', delta: -(10n ** 15n) },
      { token: getAddress(token), delta: 5n },
    ])
  })

  it('skips ERC-721 transfers and malformed logs', () => {
    const nft: TransferLog = {
      address: token,
      topics: encodeEventTopics({
        abi: erc721Abi,
        eventName: 'Transfer',
        args: { from: user, to: other, tokenId: 1n },
      }) as TransferLog['topics'],
      data: '0x',
    }
    const short = { ...erc20(token, user, other, 1n), data: '0x01' as const }
    const noTopics = { ...erc20(token, user, other, 1n), topics: [] }
    expect(sumTransferLogs(user, [nft, short, noTopics])).toEqual([])
  })
})
