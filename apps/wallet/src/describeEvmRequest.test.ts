import { devAccounts } from '@latch/devnet'
import { getBase58Decoder } from '@solana/kit'
import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  maxUint256,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'
import { type EvmCallRequest, readEvmCalls } from './evm/readEvmCalls.js'
import type { EvmReview } from './evm/reviewEvmRequest.js'
import { NATIVE_TOKEN } from './evm/simulateEvmCalls.js'

// Real calldata, encoded by viem; the review objects are what
// reviewEvmRequest returns (its own test runs it against anvil): the calls
// with the gas and fees Approve signs.
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user = devAccounts[0]!.address
const attacker = devAccounts[5]!.address
const friend = devAccounts[1]!.address
const value = (details: { label: string; value: string }[], label: string) =>
  details.find((d) => d.label === label)?.value
const ldt = { [token.toLowerCase()]: { symbol: 'LDT', decimals: 18 } }
const review = (
  calls: EvmCallRequest[],
  patch: Partial<EvmReview> = {},
): EvmReview => ({
  from: user,
  transactions: calls.map(({ to, data, value }) => ({
    to,
    data,
    value,
    gas: 46_467n,
    maxFeePerGas: 2_200_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  })),
  maxFee: BigInt(calls.length) * 46_467n * 2_200_000_000n,
  simulation: { status: 'ok', changes: [], gasUsed: [46_467n] },
  tokens: ldt,
  ...patch,
})
/** eth_sendTransaction of `tx`, reviewed with `patch` (or loading, or not yet). */
const send = (tx: object, patch?: Partial<EvmReview> | 'loading') => {
  const params = [{ from: user, ...tx }]
  return describeRequest(
    'eth_sendTransaction',
    params,
    'Latch Devnet (eip155:31337)',
    'eip155:31337',
    patch === 'loading' || patch === undefined
      ? patch
      : review(readEvmCalls('eth_sendTransaction', params), patch),
  )
}

describe('describeRequest (EVM calls, fee, simulation)', () => {
  it('tells approve(attacker, max) from transfer(x, 1): spender, "unlimited", a warning', () => {
    const approve = send(
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [attacker, maxUint256],
        }),
      },
      {},
    )
    expect(value(approve.details, 'Action')).toBe(
      `Approve ${attacker} to spend unlimited LDT`,
    )
    expect(approve.warnings).toEqual([
      `Unlimited approval: ${attacker} can spend all your LDT, now and later.`,
    ])
    const transfer = send(
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [friend, 1n],
        }),
      },
      {},
    )
    expect(value(transfer.details, 'Action')).toBe(
      `Transfer 0.000000000000000001 LDT to ${friend}`,
    )
    expect(transfer.warnings).toEqual([])
    // Before the token's decimals are read: base units and the contract.
    const early = send({
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [attacker, 5n],
      }),
    })
    expect(value(early.details, 'Action')).toBe(
      `Approve ${attacker} to spend 5 base units of token ${token}`,
    )
  })

  it('names increaseAllowance, permit, setApprovalForAll and NFT transfers per call', () => {
    const extra = parseAbi([
      'function increaseAllowance(address spender, uint256 addedValue)',
      'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    ])
    const nft = '0x000000000000000000000000000000000000beef'
    const params = [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: user,
        atomicRequired: false,
        calls: [
          {
            to: token,
            data: encodeFunctionData({
              abi: extra,
              functionName: 'increaseAllowance',
              args: [attacker, parseEther('2.5')],
            }),
          },
          {
            to: token,
            data: encodeFunctionData({
              abi: extra,
              functionName: 'permit',
              args: [
                user,
                attacker,
                maxUint256,
                99n,
                27,
                toHex(1, { size: 32 }),
                toHex(2, { size: 32 }),
              ],
            }),
          },
          {
            to: nft,
            data: encodeFunctionData({
              abi: erc721Abi,
              functionName: 'setApprovalForAll',
              args: [attacker, true],
            }),
          },
          {
            to: nft,
            data: encodeFunctionData({
              abi: erc721Abi,
              functionName: 'safeTransferFrom',
              args: [user, friend, 7n],
            }),
          },
          { to: friend, value: toHex(parseEther('0.01')) },
        ],
      },
    ]
    const calls = describeRequest(
      'wallet_sendCalls',
      params,
      'Latch Devnet (eip155:31337)',
      'eip155:31337',
      review(readEvmCalls('wallet_sendCalls', params), { tokens: ldt }),
    )
    // Each call: receiver, value, the token call named.
    const call = (index: number, label: string) =>
      value(calls.details, `Call ${index} · ${label}`)
    expect([call(1, 'To'), call(1, 'Value'), call(1, 'Action')]).toEqual([
      token,
      '0 ETH',
      `Increase the allowance of ${attacker} by 2.5 LDT`,
    ])
    expect([call(2, 'To'), call(2, 'Value'), call(2, 'Action')]).toEqual([
      token,
      '0 ETH',
      `Submit a permit: ${attacker} may spend unlimited LDT of ${user} (deadline 99)`,
    ])
    expect([call(3, 'To'), call(3, 'Value'), call(3, 'Action')]).toEqual([
      nft,
      '0 ETH',
      `Allow ${attacker} to move all your tokens of collection ${nft}`,
    ])
    expect([call(4, 'To'), call(4, 'Value'), call(4, 'Action')]).toEqual([
      nft,
      '0 ETH',
      `Transfer token #7 of collection ${nft} from ${user} to ${friend}`,
    ])
    expect([call(5, 'To'), call(5, 'Value'), call(5, 'Action')]).toEqual([
      friend,
      '0.01 ETH',
      undefined,
    ])
    // What Approve signs: gas and fees of each call.
    expect([call(5, 'Gas limit'), call(5, 'Max fee per gas')]).toEqual([
      '46467',
      '2.2 gwei',
    ])
    expect(calls.warnings).toEqual([
      `Unlimited approval: ${attacker} can spend all your LDT, now and later.`,
      `${attacker} can move every token of collection ${nft} you own.`,
    ])
  })

  it('shows the max network fee and the simulated changes, loading first', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [friend, parseEther('5')],
    })
    const loading = send({ to: token, data }, 'loading')
    expect(value(loading.details, 'Max network fee')).toBe('Estimating…')
    expect(value(loading.details, 'Simulated changes')).toBe('Simulating…')
    const done = send(
      { to: token, data },
      {
        simulation: {
          status: 'ok',
          changes: [
            { token: NATIVE_TOKEN, amount: -parseEther('1') },
            { token: token.toLowerCase() as never, amount: -parseEther('5') },
            { token: '0x000000000000000000000000000000000000cafe', amount: 3n },
          ],
          gasUsed: [34_449n],
        },
      },
    )
    // 46 467 gas × 2.2 gwei
    expect(value(done.details, 'Max network fee')).toBe('0.0001022274 ETH')
    expect(value(done.details, 'Gas limit')).toBe('46467')
    expect(value(done.details, 'Max fee per gas')).toBe('2.2 gwei')
    expect(value(done.details, 'Max priority fee per gas')).toBe('1 gwei')
    expect(value(done.details, 'Simulated changes')).toBe(
      '−1 ETH\n−5 LDT\n+3 base units of token 0x000000000000000000000000000000000000cafe',
    )
    const none = send({ to: token, data }, {})
    expect(value(none.details, 'Simulated changes')).toBe('No balance changes')
    const unavailable = send(
      { to: token, data },
      {
        simulation: { status: 'unavailable', reason: 'Method not found' },
      },
    )
    expect(value(unavailable.details, 'Simulated changes')).toBe(
      'Simulation unavailable',
    )
    const reverts = send(
      { to: token, data },
      {
        simulation: {
          status: 'ok',
          changes: [],
          revert: { index: 0, reason: 'execution reverted' },
          gasUsed: [24_523n],
        },
      },
    )
    expect(reverts.warnings).toEqual([
      'The simulation fails: this transaction would revert (execution reverted).',
    ])
    const noFee = send(
      { to: token, data },
      { transactions: { error: 'insufficient funds' } },
    )
    expect(value(noFee.details, 'Max network fee')).toBe(
      'Cannot be estimated: insufficient funds',
    )
  })

  it('shows typed data by the fields of its primary type, not the raw JSON', () => {
    const typed = {
      domain: {
        name: 'Latch',
        version: '1',
        chainId: 31337,
        verifyingContract: token,
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [{ name: 'wallet', type: 'address' }],
        Mail: [
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: {
        to: { wallet: friend, nickname: 'not signed' },
        contents: 'hi',
        note: 'not signed either',
      },
    }
    const mail = describeRequest(
      'eth_signTypedData_v4',
      [user, JSON.stringify(typed)],
      'x',
      'eip155:31337',
    )
    expect(value(mail.details, 'Domain')).toBe(
      `name: Latch\nversion: 1\nchainId: 31337\nverifyingContract: ${token}`,
    )
    expect(value(mail.details, 'Type')).toBe('Mail')
    expect(value(mail.details, 'to.wallet (address)')).toBe(friend)
    expect(value(mail.details, 'contents (string)')).toBe('hi')
    expect(JSON.stringify(mail.details)).not.toContain('not signed')
    // The two fields outside the types are counted, never shown.
    expect(mail.warnings).toEqual([
      '2 fields of this message are not part of its type: not signed, not shown.',
    ])

    const domain = describeRequest(
      'eth_signTypedData_v4',
      [user, { ...typed, primaryType: 'EIP712Domain', message: typed.domain }],
      'x',
      'eip155:31337',
    )
    expect(domain.warnings).toEqual([
      'This asks to sign the EIP712Domain itself, which no app needs: the wallet refuses to sign it.',
    ])

    const permit = describeRequest(
      'eth_signTypedData_v4',
      [
        user,
        {
          domain: typed.domain,
          types: {
            Permit: [
              { name: 'owner', type: 'address' },
              { name: 'spender', type: 'address' },
              { name: 'value', type: 'uint256' },
              { name: 'nonce', type: 'uint256' },
              { name: 'deadline', type: 'uint256' },
            ],
          },
          primaryType: 'Permit',
          message: {
            owner: user,
            spender: attacker,
            value: maxUint256.toString(),
            nonce: 0,
            deadline: 1,
          },
        },
      ],
      'x',
      'eip155:31337',
    )
    expect(value(permit.details, 'spender (address)')).toBe(attacker)
    expect(permit.warnings).toEqual([
      `Unlimited permit: ${attacker} can spend all of this token from your account, now and later.`,
    ])
  })

  it('makes bidi and zero-width characters visible, with a warning', () => {
    const message = describeRequest(
      'personal_sign',
      [toHex('pay \u202Eevil\u200B'), user],
      'x',
      'eip155:31337',
    )
    expect(value(message.details, 'Message')).toBe('pay ⟨U+202E⟩evil⟨U+200B⟩')
    expect(message.warnings).toEqual([
      'This request contains 2 invisible or text-direction characters (shown as ⟨U+…⟩): the text may read differently from what is signed.',
    ])
    const solana = describeRequest(
      'solana_signMessage',
      {
        message: getBase58Decoder().decode(
          new TextEncoder().encode('gm\u2066Latch'),
        ),
        pubkey: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
      },
      'Solana Local',
      'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
    )
    expect(value(solana.details, 'Message')).toBe('gm⟨U+2066⟩Latch')
    expect(solana.warnings).toHaveLength(1)
  })

  it('never throws on malformed transaction params', () => {
    for (const method of ['eth_sendTransaction', 'wallet_sendCalls'])
      for (const params of [
        undefined,
        null,
        'x',
        [],
        [null],
        [{ to: 5, data: '0x095ea7b3', value: 'zz' }],
        [{ calls: [null, { to: 5, data: 7 }, 'x'] }],
        [{ calls: 'x' }],
      ])
        expect(
          describeRequest(method, params, 'x', 'eip155:1', 'loading').details
            .length,
        ).toBeGreaterThan(2)
  })
})
