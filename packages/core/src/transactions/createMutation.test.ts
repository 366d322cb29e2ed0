import { UserRejectedRequestError } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createMutation } from './createMutation.js'

describe('createMutation', () => {
  it('goes idle → pending → success, and back to idle on reset', async () => {
    const seen: string[] = []
    const mutation = createMutation(async (n: number) => n * 2)
    mutation.subscribe(() => seen.push(mutation.getState().status))
    expect(mutation.getState().status).toBe('idle')
    expect(await mutation.mutate(21)).toBe(42)
    expect(mutation.getState()).toMatchObject({
      status: 'success',
      data: 42,
      error: null,
      variables: 21,
    })
    mutation.reset()
    expect(seen).toEqual(['pending', 'success', 'idle'])
  })

  it('runs once while pending: a double click sends once', async () => {
    let calls = 0
    let finish!: (value: string) => void
    const mutation = createMutation(() => {
      calls++
      return new Promise<string>((r) => {
        finish = r
      })
    })
    const first = mutation.mutate(undefined)
    const second = mutation.mutate(undefined)
    expect(second).toBe(first)
    mutation.reset()
    expect(mutation.getState().status).toBe('pending')
    finish('0xhash')
    expect(await second).toBe('0xhash')
    expect(calls).toBe(1)
    const third = mutation.mutate(undefined)
    expect(third).not.toBe(first)
    finish('0xother')
    expect(await third).toBe('0xother')
    expect(calls).toBe(2)
  })

  it('types errors and keeps them in state', async () => {
    const mutation = createMutation(async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    const error = await mutation.mutate(undefined).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(mutation.getState()).toMatchObject({ status: 'error', error })
  })
})
