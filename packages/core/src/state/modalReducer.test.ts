import { describe, expect, it } from 'vitest'
import {
  type ModalEvent,
  type ModalSlice,
  modalReducer,
} from './modalReducer.js'

const closed: ModalSlice = {
  modal: { open: false, loading: false, shakeCount: 0, embedded: false },
  router: { history: [{ view: 'Connect' }] },
  toast: undefined,
  alert: undefined,
  theme: { themeMode: 'dark', themeVariables: {} },
}
const run = (state: ModalSlice, ...events: ModalEvent[]) =>
  events.reduce(modalReducer, state)

describe('modalReducer', () => {
  it('modal/opened → router/moved → modal/closed', () => {
    const open = run(
      closed,
      { type: 'modal/opened', route: { view: 'Account' } },
      {
        type: 'router/moved',
        action: { type: 'push', route: { view: 'Networks' } },
      },
      { type: 'modal/loadingChanged', loading: true },
    )
    expect(open.modal).toMatchObject({ open: true, loading: true })
    expect(open.router.history).toEqual([
      { view: 'Account' },
      { view: 'Networks' },
    ])
    const shut = run(open, { type: 'modal/closed' })
    // Closing ends a loading state too; the last views stay for the exit.
    expect(shut.modal).toMatchObject({ open: false, loading: false })
    expect(shut.router).toBe(open.router)
  })

  it('a router step that would close the modal changes nothing here', () => {
    const open = run(closed, {
      type: 'modal/opened',
      route: { view: 'Connect' },
    })
    expect(
      run(open, { type: 'router/moved', action: { type: 'goBack' } }),
    ).toBe(open)
  })

  it('router/restarted leaves one view and no transaction stack', () => {
    const s = run(
      closed,
      { type: 'modal/opened', route: { view: 'Account' } },
      { type: 'router/transactionPushed', action: { end: { type: 'goBack' } } },
      {
        type: 'router/moved',
        action: { type: 'push', route: { view: 'Send' } },
      },
      { type: 'router/restarted', route: { view: 'Connect' } },
    )
    expect(s.router).toEqual({ history: [{ view: 'Connect' }] })
  })

  it('router/moved keeps the transaction stack; pushed and popped in order', () => {
    const s = run(
      closed,
      { type: 'modal/opened', route: { view: 'Account' } },
      { type: 'router/transactionPushed', action: { end: { type: 'goBack' } } },
      {
        type: 'router/moved',
        action: { type: 'push', route: { view: 'Send' } },
      },
    )
    expect(s.router.transactionStack).toHaveLength(1)
    const popped = run(s, { type: 'router/transactionPopped' })
    expect(popped.router.transactionStack).toEqual([])
    expect(run(popped, { type: 'router/transactionPopped' })).toBe(popped)
  })

  it('modal/opened drops a transaction stack unless keepStack', () => {
    const busy = run(closed, {
      type: 'router/transactionPushed',
      action: { end: { type: 'goBack' } },
    })
    const route = { view: 'SIWXSignMessage' } as const
    expect(
      run(busy, { type: 'modal/opened', route }).router.transactionStack,
    ).toBeUndefined()
    expect(
      run(busy, { type: 'modal/opened', route, keepStack: true }).router
        .transactionStack,
    ).toHaveLength(1)
  })

  it('modal/reset starts the views over and drops the transaction stack', () => {
    const s = run(
      closed,
      { type: 'router/transactionPushed', action: { end: { type: 'goBack' } } },
      { type: 'modal/reset', route: { view: 'Account' } },
    )
    expect(s.router).toEqual({ history: [{ view: 'Account' }] })
  })

  it('toast, alert, theme and shake', () => {
    const s = run(
      closed,
      {
        type: 'toast/shown',
        toast: { id: 1, variant: 'success', message: 'ok' },
      },
      {
        type: 'alert/shown',
        alert: { variant: 'error', code: 'X', message: 'x' },
      },
      { type: 'theme/modeChanged', themeMode: 'light' },
      { type: 'theme/variablesChanged', themeVariables: { '--latch-a': '1' } },
      { type: 'theme/variablesChanged', themeVariables: { '--latch-b': '2' } },
      { type: 'modal/shaken' },
      { type: 'modal/shaken' },
      { type: 'modal/embeddedChanged', embedded: true },
    )
    expect(s.toast?.message).toBe('ok')
    expect(s.alert?.code).toBe('X')
    expect(s.theme).toEqual({
      themeMode: 'light',
      themeVariables: { '--latch-a': '1', '--latch-b': '2' },
    })
    expect(s.modal).toMatchObject({ shakeCount: 2, embedded: true })
    const hidden = run(s, { type: 'toast/hidden' })
    expect(hidden.toast).toBeUndefined()
    expect(run(hidden, { type: 'toast/hidden' })).toBe(hidden)
  })
})
