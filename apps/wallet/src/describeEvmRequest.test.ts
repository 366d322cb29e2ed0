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
import type { EvmReview } from './evm/reviewEvmRequest.js'
import { NATIVE_TOKEN } from './evm/simulateEvmCalls.js'

// Real calldata, encoded by viem; the review objects are what
// reviewEvmRequest returns (its own test runs it against anvil).
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user = devAccounts[0]!.address
const attacker = devAccounts[5]!.address
const friend = devAccounts[1]!.address
const value = (details: { label: string; value: string }[], label: string) =>
  details.find((d) => d.label === label)?.value
const send = (tx: object, review?: EvmReview | 'loading') =>
  describeRequest(
    'eth_sendTransaction',
    [{ from: user, ...tx }],
    'Latch Devnet (eip155:31337)',
    'eip155:31337',
    review,
  )
const ldt = { [token.toLowerCase()]: { symbol: 'LDT', decimals: 18 } }
const review = (patch: Partial<EvmReview> = {}): EvmReview => ({
  from: user,
  transactions: [
    {
      to: token,
      value: 0n,
      gas: 46_467n,
      maxFeePerGas: 2_200_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    },
  ],
  maxFee: 46_467n * 2_200_000_000n,
  simulation: { status: 'ok', changes: [], gasUsed: [46_467n] },
  tokens: ldt,
  ...patch,
})

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
      review(),
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
      review(),
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
    const calls = describeRequest(
      'wallet_sendCalls',
      [
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
      ],
      'Latch Devnet (eip155:31337)',
      'eip155:31337',
      review({ tokens: ldt }),
    )
    expect(value(calls.details, 'Call 1')).toBe(
      `${token} · 0 ETH · Increase the allowance of ${attacker} by 2.5 LDT`,
    )
    expect(value(calls.details, 'Call 2')).toBe(
      `${token} · 0 ETH · Submit a permit: ${attacker} may spend unlimited LDT of ${user} (deadline 99)`,
    )
    expect(value(calls.details, 'Call 3')).toBe(
      `${nft} · 0 ETH · Allow ${attacker} to move all your tokens of collection ${nft}`,
    )
    expect(value(calls.details, 'Call 4')).toBe(
      `${nft} · 0 ETH · Transfer token #7 of collection ${nft} from ${user} to ${friend}`,
    )
    expect(value(calls.details, 'Call 5')).toBe(`${friend} · 0.01 ETH`)
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
      review({
        simulation: {
          status: 'ok',
          changes: [
            { token: NATIVE_TOKEN, amount: -parseEther('1') },
            { token: token.toLowerCase() as never, amount: -parseEther('5') },
            { token: '0x000000000000000000000000000000000000cafe', amount: 3n },
          ],
          gasUsed: [34_449n],
        },
      }),
    )
    // 46 467 gas × 2.2 gwei
    expect(value(done.details, 'Max network fee')).toBe('0.0001022274 ETH')
    expect(value(done.details, 'Simulated changes')).toBe(
      '−1 ETH\n−5 LDT\n+3 base units of token 0x000000000000000000000000000000000000cafe',
    )
    const none = send({ to: token, data }, review())
    expect(value(none.details, 'Simulated changes')).toBe('No balance changes')
    const unavailable = send(
      { to: token, data },
      review({
        simulation: { status: 'unavailable', reason: 'Method not found' },
      }),
    )
    expect(value(unavailable.details, 'Simulated changes')).toBe(
      'Simulation unavailable',
    )
    const reverts = send(
      { to: token, data },
      review({
        simulation: {
          status: 'ok',
          changes: [],
          revert: { index: 0, reason: 'execution reverted' },
          gasUsed: [24_523n],
        },
      }),
    )
    expect(reverts.warnings).toEqual([
      'The simulation fails: this transaction would revert (execution reverted).',
    ])
    const noFee = send(
      { to: token, data },
      review({ transactions: { error: 'insufficient funds' } }),
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
      `name: Latch, version: 1, chainId: 31337, verifyingContract: ${token}`,
    )
    expect(value(mail.details, 'Type')).toBe('Mail')
    expect(value(mail.details, 'to (Person)')).toBe(`{ wallet: ${friend} }`)
    expect(value(mail.details, 'contents (string)')).toBe('hi')
    expect(JSON.stringify(mail.details)).not.toContain('not signed')
    expect(mail.warnings).toEqual([])

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
