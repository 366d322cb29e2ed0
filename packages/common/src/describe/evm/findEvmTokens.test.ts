import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi } from 'viem'
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

  it('names the tokens a swap takes and pays (the first of its path for ETH in)', () => {
    const weth = '0xB97127a14F782EC2f252f8c3753AB8Db39126ed2'
    const lusd = '0xA309071EDAC41dD98549f03064BFdBcECe940Ac0'
    const router = parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    ])
    expect(
      findEvmTokens([
        {
          to: '0x0E075FaA831A610b0E56D4B34711ec18F3e2BC83',
          data: encodeFunctionData({
            abi: router,
            functionName: 'swapExactETHForTokens',
            args: [1n, [weth, token, lusd], friend, 1n],
          }),
        },
      ]),
    ).toEqual([weth.toLowerCase(), lusd.toLowerCase()])
  })
})
