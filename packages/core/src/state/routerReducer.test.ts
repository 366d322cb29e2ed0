import { describe, expect, it } from 'vitest'
import type { Route } from '../types/route.js'
import { type History, routerReducer } from './routerReducer.js'

const connect: Route = { view: 'Connect' }
const all: Route = { view: 'AllWallets' }
const account: Route = { view: 'Account' }
const networks: Route = { view: 'Networks' }
const unsupported: Route = { view: 'UnsupportedChain' }

describe('routerReducer', () => {
  it('pushes a view on top of the stack', () => {
    expect(routerReducer([connect], { type: 'push', route: all })).toEqual([
      connect,
      all,
    ])
  })

  it('ignores pushing the view already on top', () => {
    const history: History = [connect, all]
    expect(
      routerReducer(history, { type: 'push', route: { view: 'AllWallets' } }),
    ).toBe(history)
  })

  it('pushes the same view with other data', () => {
    const a: Route = { view: 'ConnectingExternal', connectorId: 'a' }
    const b: Route = { view: 'ConnectingExternal', connectorId: 'b' }
    expect(routerReducer([connect, a], { type: 'push', route: b })).toEqual([
      connect,
      a,
      b,
    ])
  })

  it('replaces the top view', () => {
    expect(
      routerReducer([connect, all], { type: 'replace', route: account }),
    ).toEqual([connect, account])
    expect(
      routerReducer([connect], { type: 'replace', route: account }),
    ).toEqual([account])
  })

  it('resets to one view', () => {
    expect(
      routerReducer([connect, all, networks], {
        type: 'reset',
        route: account,
      }),
    ).toEqual([account])
  })

  it('goes back one view', () => {
    expect(routerReducer([connect, all, networks], { type: 'goBack' })).toEqual(
      [connect, all],
    )
  })

  it('closes when going back from the first view', () => {
    expect(routerReducer([connect], { type: 'goBack' })).toBeUndefined()
  })

  it('closes when going back with UnsupportedChain anywhere in the history', () => {
    expect(
      routerReducer([unsupported, networks], { type: 'goBack' }),
    ).toBeUndefined()
    expect(
      routerReducer([account, unsupported], { type: 'goBack' }),
    ).toBeUndefined()
  })

  it('goes back to an index', () => {
    const history: History = [account, networks, all, connect]
    expect(routerReducer(history, { type: 'goBackToIndex', index: 1 })).toEqual(
      [account, networks],
    )
    expect(routerReducer(history, { type: 'goBackToIndex', index: 0 })).toEqual(
      [account],
    )
  })

  it('ignores indexes outside the history', () => {
    const history: History = [account, networks]
    for (const index of [-1, 2, 1.5, Number.NaN])
      expect(routerReducer(history, { type: 'goBackToIndex', index })).toBe(
        history,
      )
  })
})
