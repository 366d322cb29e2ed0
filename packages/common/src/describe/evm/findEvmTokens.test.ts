import { encodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { findEvmTokens } from './findEvmTokens.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nft = '0x000000000000000000000000000000000000bEEF'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('findEvmTokens', () => {
  it('names the ERC-20 tokens of the calls and of the simulation, once each', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [friend, 1n],
    })
    expect(
      findEvmTokens(
        [
          { to: token, data: transfer },
          { to: token, data: transfer },
          {
            to: nft,
            data: encodeFunctionData({
              abi: erc721Abi,
              functionName: 'setApprovalForAll',
              args: [friend, true],
            }),
          },
          { to: friend },
        ],
        [
          { token: 'native', delta: -1n },
          { token: '0x000000000000000000000000000000000000CAFE', delta: 3n },
        ],
      ),
    ).toEqual([
      token.toLowerCase(),
      '0x000000000000000000000000000000000000cafe',
    ])
  })
})
