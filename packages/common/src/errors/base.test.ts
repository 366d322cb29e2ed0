import { describe, expect, test } from 'vitest'
import { BaseError, type DefinedErrorOptions, defineError } from './base.js'

test('short message only', () => {
  const error = new BaseError('Something failed.')
  expect(error.name).toBe('BaseError')
  expect(error.shortMessage).toBe('Something failed.')
  expect(error.details).toBe('')
  expect(error.docsPath).toBeUndefined()
  expect(error.version).toBe('@latch/common@0.1.0')
  expect(error.message).toMatchInlineSnapshot(`
    "Something failed.

    Version: @latch/common@0.1.0"
  `)
})

test('full layout: meta, docs, details, version', () => {
  const error = new BaseError('Something failed.', {
    details: 'socket closed',
    docsPath: '/core/connect',
    metaMessages: ['- first', '- second'],
  })
  expect(error.message).toMatchInlineSnapshot(`
    "Something failed.

    - first
    - second

    Docs: https://latch.dev/docs/core/connect
    Details: socket closed
    Version: @latch/common@0.1.0"
  `)
})

test('empty short message falls back', () => {
  expect(new BaseError('').message).toMatchInlineSnapshot(`
    "An error occurred.

    Version: @latch/common@0.1.0"
  `)
})

test('details and docsPath come from the cause', () => {
  const inner = new BaseError('Inner.', {
    details: 'root cause',
    docsPath: '/inner',
  })
  const outer = new BaseError('Outer.', { cause: inner })
  expect(outer.cause).toBe(inner)
  expect(outer.details).toBe('root cause')
  expect(outer.docsPath).toBe('/inner')
  const plain = new BaseError('Outer.', { cause: new Error('plain') })
  expect(plain.details).toBe('plain')
  expect(new BaseError('Outer.', { cause: 'text' }).details).toBe('')
})

test('explicit details win over the cause', () => {
  const error = new BaseError('Outer.', {
    cause: new Error('plain'),
    details: 'mine',
  })
  expect(error.details).toBe('mine')
})

test('name parameter', () => {
  class ConfigError extends BaseError {
    constructor() {
      super('Bad config.', { name: 'ConfigError' })
    }
  }
  const error = new ConfigError()
  expect(error.name).toBe('ConfigError')
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toBeInstanceOf(Error)
})

test('walk', () => {
  const root = new Error('root')
  const middle = new BaseError('Middle.', { cause: root })
  const top = new BaseError('Top.', { cause: middle })
  expect(top.walk()).toBe(root)
  expect(top.walk((e) => e === middle)).toBe(middle)
  expect(top.walk((e) => e instanceof BaseError)).toBe(top)
  expect(top.walk(() => false)).toBeNull()
  expect(new BaseError('Alone.').walk()).toBeInstanceOf(BaseError)
})

test('walk survives a cyclic cause chain', () => {
  const a = new BaseError('A.')
  const b = new BaseError('B.', { cause: a })
  Object.defineProperty(a, 'cause', { value: b })
  expect(() => a.walk()).not.toThrow()
  expect(a.walk(() => false)).toBeNull()
})

describe('defineError', () => {
  class FixedError extends defineError('FixedError', {
    shortMessage: 'Fixed failed.',
    docsPath: '/fixed',
    metaMessages: ['- a hint'],
  }) {}
  class ComputedError extends defineError(
    'ComputedError',
    (id: string, options: { cause?: unknown } = {}) => ({
      ...options,
      shortMessage: `Item "${id}" failed.`,
      details: `id ${id}`,
    }),
  ) {}

  test('a fixed definition: the layout, and the options cause and details', () => {
    const error = new FixedError()
    expect(error).toBeInstanceOf(FixedError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('FixedError')
    expect(error.message).toMatchInlineSnapshot(`
      "Fixed failed.

      - a hint

      Docs: https://latch.dev/docs/fixed
      Version: @latch/common@0.1.0"
    `)
    const cause = new Error('socket closed')
    const caused = new FixedError({ cause })
    expect(caused.cause).toBe(cause)
    expect(caused.details).toBe('socket closed')
    expect(new FixedError({ details: 'mine' }).details).toBe('mine')
  })

  test('a definition function gets the constructor arguments', () => {
    const cause = new Error('inner')
    const error = new ComputedError('a1', { cause })
    expect(error).toBeInstanceOf(ComputedError)
    expect(error.name).toBe('ComputedError')
    expect(error.shortMessage).toBe('Item "a1" failed.')
    expect(error.details).toBe('id a1')
    expect(error.cause).toBe(cause)
    expect(new ComputedError('b2').cause).toBeUndefined()
  })

  test('the definition wins over options; the name over a name option', () => {
    const error = new FixedError({
      docsPath: '/other',
      name: 'Other',
    } as DefinedErrorOptions)
    expect(error.docsPath).toBe('/fixed')
    expect(error.name).toBe('FixedError')
  })

  test('what a definition returns in fields becomes own properties', () => {
    class ReasonError extends defineError(
      'ReasonError',
      (reason: 'a' | 'b', options: { cause?: unknown } = {}) => ({
        ...options,
        shortMessage: `Failed: ${reason}.`,
        fields: { reason },
      }),
    ) {
      static code = 7 as const
    }
    const cause = new Error('inner')
    const error = new ReasonError('b', { cause })
    expect(error.reason).toBe('b')
    expect(Object.keys(error)).toContain('reason')
    expect(error).not.toHaveProperty('fields')
    expect(error.name).toBe('ReasonError')
    expect(error.cause).toBe(cause)
    expect(error.shortMessage).toBe('Failed: b.')
    expect(ReasonError.code).toBe(7)
  })

  test('each class is its own', () => {
    expect(new FixedError()).not.toBeInstanceOf(ComputedError)
    expect(FixedError.name).toBe('FixedError')
  })
})
