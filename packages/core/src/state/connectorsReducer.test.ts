import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { connectorsReducer } from './connectorsReducer.js'

const wallet = (id: string, rdns?: string) =>
  ({ id, name: id, rdns }) as unknown as Connector

describe('connectorsReducer', () => {
  it('connectors/added skips wallets already offered, by id or by rdns', () => {
    const a = wallet('a', 'io.a')
    const list = connectorsReducer([a], {
      type: 'connectors/added',
      connectors: [wallet('a'), wallet('a2', 'io.a'), wallet('b')],
    })
    expect(list.map((c) => c.id)).toEqual(['a', 'b'])
  })

  it('returns the same list when nothing is added or removed', () => {
    const list = [wallet('a', 'io.a')]
    expect(
      connectorsReducer(list, { type: 'connectors/added', connectors: [] }),
    ).toBe(list)
    expect(
      connectorsReducer(list, { type: 'connectors/removed', ids: ['x'] }),
    ).toBe(list)
  })

  it('connectors/removed drops wallets by id', () => {
    const list = [wallet('a'), wallet('b'), wallet('c')]
    expect(
      connectorsReducer(list, {
        type: 'connectors/removed',
        ids: ['a', 'c'],
      }).map((c) => c.id),
    ).toEqual(['b'])
  })
})
