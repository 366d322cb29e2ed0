import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { openModal } from '../actions/openModal.js'
import { popTransactionStack } from '../actions/popTransactionStack.js'
import { pushTransactionStack } from '../actions/pushTransactionStack.js'
import { pushView } from '../actions/pushView.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { Route } from '../types/route.js'
import type { History } from './routerReducer.js'
import { getTransactionEndAction } from './transactionStack.js'

const make = () =>
  createConfig({ projectId: 'p', networks: [devnet], storage: memoryStorage() })
const views = (config: ReturnType<typeof make>) =>
  config.state.router.history.map((r) => r.view)
const account: Route = { view: 'Account' }
const networks: Route = { view: 'Networks' }
// A sign-in view (added by the SIWX work); matched by name.
const signIn = { view: 'SIWXSignMessage' } as unknown as Route

describe('getTransactionEndAction', () => {
  const history: History = [account, networks, signIn, { view: 'AllWallets' }]
  it('goes back, resets, or goes back to before sign-in', () => {
    expect(getTransactionEndAction(history, { type: 'goBack' })).toEqual({
      type: 'goBack',
    })
    expect(
      getTransactionEndAction(history, { type: 'reset', route: account }),
    ).toEqual({ type: 'reset', route: account })
    expect(getTransactionEndAction(history, { type: 'replace' })).toEqual({
      type: 'goBackToIndex',
      index: 1,
    })
  })
  it('closes on replace when no view precedes sign-in', () => {
    expect(
      getTransactionEndAction([signIn, networks], { type: 'replace' }),
    ).toBeUndefined()
    expect(
      getTransactionEndAction([account, networks], { type: 'replace' }),
    ).toBeUndefined()
  })
})

describe('transaction stack', () => {
  it('ends a successful flow with a reset and runs onSuccess once', () => {
    const config = make()
    void openModal(config, { view: 'Account' })
    pushView(config, { view: 'Networks' })
    pushView(config, { view: 'AllWallets' })
    const calls: string[] = []
    pushTransactionStack(config, {
      end: { type: 'reset', route: account },
      onSuccess: () => calls.push('success'),
      onCancel: () => calls.push('cancel'),
    })
    expect(config.state.router.transactionStack).toHaveLength(1)
    // Pushing views keeps the stack.
    pushView(config, { view: 'Connect' })
    expect(config.state.router.transactionStack).toHaveLength(1)
    popTransactionStack(config, { status: 'success' })
    expect(views(config)).toEqual(['Account'])
    expect(calls).toEqual(['success'])
    expect(config.state.router.transactionStack).toEqual([])
    // An empty stack: nothing happens.
    popTransactionStack(config, { status: 'success' })
    expect(calls).toEqual(['success'])
    expect(views(config)).toEqual(['Account'])
  })

  it('cancel goes back one view and runs onCancel', () => {
    const config = make()
    void openModal(config, { view: 'Account' })
    pushView(config, { view: 'Networks' })
    const calls: string[] = []
    pushTransactionStack(config, {
      end: { type: 'reset', route: account },
      onSuccess: () => calls.push('success'),
      onCancel: () => calls.push('cancel'),
    })
    popTransactionStack(config, { status: 'cancel' })
    expect(views(config)).toEqual(['Account'])
    expect(calls).toEqual(['cancel'])
  })

  it('error drops the entry and stays on the view', () => {
    const config = make()
    void openModal(config, { view: 'Account' })
    pushView(config, { view: 'Networks' })
    const calls: string[] = []
    pushTransactionStack(config, {
      end: { type: 'goBack' },
      onSuccess: () => calls.push('success'),
    })
    popTransactionStack(config, { status: 'error' })
    expect(views(config)).toEqual(['Account', 'Networks'])
    expect(calls).toEqual([])
    expect(config.state.router.transactionStack).toEqual([])
  })

  it('pops the newest flow first; goBack and replace ends', () => {
    const config = make()
    void openModal(config, { view: 'Account' })
    pushView(config, { view: 'Networks' })
    pushView(config, signIn)
    pushView(config, { view: 'AllWallets' })
    pushTransactionStack(config, { end: { type: 'replace' } })
    pushTransactionStack(config, { end: { type: 'goBack' } })
    popTransactionStack(config, { status: 'success' })
    expect(views(config)).toEqual(['Account', 'Networks', 'SIWXSignMessage'])
    // The view before sign-in.
    popTransactionStack(config, { status: 'success' })
    expect(views(config)).toEqual(['Account', 'Networks'])
    expect(config.state.modal.open).toBe(true)
  })

  it('replace with nothing before sign-in closes the modal', () => {
    const config = make()
    void openModal(config, { view: 'Account' })
    pushView(config, { view: 'Networks' })
    pushTransactionStack(config, { end: { type: 'replace' } })
    popTransactionStack(config, { status: 'success' })
    expect(config.state.modal.open).toBe(false)
  })

  it('a new opening of the modal starts with an empty stack', () => {
    const config = make()
    void openModal(config, { view: 'Account' })
    pushTransactionStack(config, { end: { type: 'goBack' } })
    void openModal(config, { view: 'Account' })
    expect(config.state.router.transactionStack ?? []).toEqual([])
  })
})
