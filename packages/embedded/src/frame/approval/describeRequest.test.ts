import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

const eth = { symbol: 'ETH', decimals: 18 }

describe('describeRequest', () => {
  it('personal_sign: the decoded message', () => {
    expect(describeRequest('personal_sign', ['0x4869', '0x11'])).toEqual({
      title: 'Sign a message',
      details: [{ label: 'Message', value: 'Hi', block: true }],
    })
  })

  it('eth_signTypedData_v4: domain, primary type and message fields', () => {
    const data = {
      domain: { name: 'Mail', version: '1', chainId: 1 },
      primaryType: 'Mail',
      types: {},
      message: { contents: 'Hello', from: { name: 'Cow' } },
    }
    expect(
      describeRequest('eth_signTypedData_v4', ['0x11', JSON.stringify(data)]),
    ).toEqual({
      title: 'Sign typed data',
      details: [
        {
          label: 'Domain',
          value: 'name: Mail\nversion: 1\nchainId: 1',
          block: true,
        },
        { label: 'Type', value: 'Mail' },
        { label: 'contents', value: 'Hello', block: false },
        { label: 'from', value: '{"name":"Cow"}', block: true },
      ],
    })
    expect(
      describeRequest('eth_signTypedData_v4', ['0x11', '{not json']).details,
    ).toEqual([{ label: 'Message', value: '{not json', block: true }])
  })

  it('eth_signTypedData_v4: warns when the domain is for another chain', () => {
    const data = JSON.stringify({ domain: { chainId: '0x1' }, message: {} })
    expect(
      describeRequest('eth_signTypedData_v4', ['0x11', data], undefined, 31337)
        .details[0],
    ).toEqual({
      label: 'Warning',
      value: 'This signature is for chain 1, not the network in use (31337).',
    })
    expect(
      describeRequest('eth_signTypedData_v4', ['0x11', data], undefined, 1)
        .details[0]?.label,
    ).toBe('Domain')
  })

  it('eth_sendTransaction: receiver, ETH value, data size', () => {
    expect(
      describeRequest(
        'eth_sendTransaction',
        [{ to: '0xabc', value: '0x16345785d8a0000', data: '0x12345678' }],
        eth,
      ).details,
    ).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '0.1 ETH' },
      { label: 'Data', value: '4 bytes' },
    ])
    expect(
      describeRequest('eth_sendTransaction', [{ data: '0x00' }], eth).details,
    ).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '1 bytes' },
    ])
    expect(
      describeRequest('eth_sendTransaction', [{ to: '0xabc', value: 'lots' }])
        .details[1],
    ).toEqual({ label: 'Value', value: 'lots' })
  })

  it('values in the chain currency, or "native token" on an unknown chain', () => {
    const tx = [{ to: '0xabc', value: '0xde0b6b3a7640000' }]
    expect(
      describeRequest('eth_sendTransaction', tx, {
        symbol: 'POL',
        decimals: 18,
      }).details[1]?.value,
    ).toBe('1 POL')
    expect(describeRequest('eth_sendTransaction', tx).details[1]?.value).toBe(
      '1 native token',
    )
  })

  it('wallet_sendCalls: each call', () => {
    expect(
      describeRequest(
        'wallet_sendCalls',
        [
          {
            calls: [
              { to: '0xa', value: '0x1' },
              { to: '0xb', data: '0x' },
            ],
          },
        ],
        eth,
      ).details.map((d) => `${d.label}=${d.value}`),
    ).toEqual([
      'Call 1 · To=0xa',
      'Call 1 · Value=0.000000000000000001 ETH',
      'Call 1 · Data=none',
      'Call 2 · To=0xb',
      'Call 2 · Value=0 ETH',
      'Call 2 · Data=none',
    ])
  })

  it('other methods: the method and its parameters', () => {
    expect(describeRequest('solana_signMessage', { message: 'x' })).toEqual({
      title: 'Run solana_signMessage',
      details: [{ label: 'Parameters', value: '{"message":"x"}', block: true }],
    })
  })
})
