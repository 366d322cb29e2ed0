import { solanaLocalnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { getBlockchainSettings } from '../settings/getBlockchainSettings.js'
import { parseBalanceAccount } from './parseBalanceAccount.js'

const settings = getBlockchainSettings({ env: {} })
const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const local = solanaLocalnet.caipNetworkId

const parse = (value: string, chainId?: string) =>
  parseBalanceAccount(settings, value, chainId)
const refusal = (value: string, chainId?: string) => {
  try {
    parse(value, chainId)
  } catch (error) {
    const { status, code, message } = error as {
      status: number
      code: string
      message: string
    }
    return { status, code, message }
  }
  throw new Error(`accepted ${value}`)
}

describe('parseBalanceAccount', () => {
  it('reads plain and CAIP-10 EVM accounts on the EVM chains', () => {
    expect(parse(evm.toLowerCase())).toMatchObject({
      namespace: 'eip155',
      address: evm,
    })
    expect(parse(evm).chains).toEqual(settings.chains)
    expect(parse(`eip155:31338:${evm}`).chains).toEqual([settings.chains[1]])
    expect(parse(evm, 'eip155:31337').chains).toEqual([settings.chains[0]])
  })

  it('reads plain and CAIP-10 Solana accounts on the Solana chains', () => {
    expect(parse(sol)).toEqual({
      namespace: 'solana',
      address: sol,
      chains: settings.solanaChains,
    })
    expect(parse(`${local}:${sol}`).chains).toEqual(settings.solanaChains)
    expect(parse(sol, local).chains).toEqual(settings.solanaChains)
    expect(parse(`${local}:${'1'.repeat(32)}`).address).toBe('1'.repeat(32))
  })

  it.each([
    // bad base58 (0, O, I, l), 31 and 45 characters
    [`${local}:0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`, /base58/],
    [`${local}:IWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWl`, /base58/],
    [`${local}:${'2'.repeat(31)}`, /32 to 44 base58/],
    [`${local}:${'2'.repeat(45)}`, /32 to 44 base58/],
    ['OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO', /EVM address .* Solana address/],
    // empty parts, wrong part counts, unknown namespace
    [`solana::${sol}`, /three non-empty parts/],
    [`:${local.slice(7)}:${sol}`, /three non-empty parts/],
    [`${local}:`, /three non-empty parts/],
    [`${local}:${sol}:x`, /three non-empty parts/],
    [`tezos:NetXdQprcVkpaWU:${sol}`, /unknown namespace/],
  ])('refuses %s (400 INVALID_ADDRESS)', (value, message) => {
    expect(refusal(value)).toMatchObject({
      status: 400,
      code: 'INVALID_ADDRESS',
      message: expect.stringMatching(message),
    })
  })

  it('refuses Bitcoin accounts: SPEC §9 offers no Bitcoin balance', () => {
    expect(
      refusal(
        'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      ),
    ).toMatchObject({
      status: 400,
      code: 'UNSUPPORTED_CHAIN',
      message: expect.stringMatching(/eip155 and solana accounts only/),
    })
  })

  it('refuses chains that are unknown, malformed or of another account', () => {
    expect(refusal(sol, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      status: 400,
      code: 'UNSUPPORTED_CHAIN',
      message: expect.stringMatching(/not supported/),
    })
    expect(refusal(sol, 'solana:short').code).toBe('INVALID_CHAIN_ID')
    expect(refusal(`${local}:${sol}`, 'eip155:31337').code).toBe(
      'INVALID_CHAIN_ID',
    )
    expect(refusal(evm, local).code).toBe('INVALID_ADDRESS')
    expect(refusal(`eip155:31337:${evm}`, local).code).toBe('INVALID_CHAIN_ID')
    expect(refusal(sol, 'eip155:31337').code).toBe('INVALID_ADDRESS')
  })
})
