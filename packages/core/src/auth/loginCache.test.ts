import { describe, expect, it } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import {
  clearLoginCache,
  readLoginCache,
  writeLoginCache,
} from './loginCache.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const raw = memoryStorage()
  return { raw, storage: createStorage({ storage: raw }) }
}

describe('login cache (SPEC §4)', () => {
  it('is empty for a visitor who never logged in', () => {
    expect(readLoginCache(setup().storage)).toBeUndefined()
  })

  it('sets the e-mail and the login-used flag and clears the last e-mail login time', () => {
    const { storage, raw } = setup()
    storage.setItem('embeddedLastEmailLoginTime', 123)
    writeLoginCache(storage, { address: ADDRESS, email: 'ada@example.com' })
    expect(raw.getItem('latch.v1.embeddedLoginUsed')).toBe('true')
    expect(raw.getItem('latch.v1.embeddedEmail')).toBe('"ada@example.com"')
    expect(storage.getItem('embeddedLastEmailLoginTime')).toBeUndefined()
    expect(readLoginCache(storage)).toEqual({ email: 'ada@example.com' })
  })

  it('keeps the social provider and user name (SPEC §3 browser-stored items)', () => {
    const { storage } = setup()
    writeLoginCache(storage, {
      address: ADDRESS,
      email: null,
      socialProvider: 'github',
      username: 'ada',
    })
    expect(readLoginCache(storage)).toEqual({
      email: null,
      socialProvider: 'github',
      username: 'ada',
    })
    // A later e-mail login forgets the social fields.
    writeLoginCache(storage, { address: ADDRESS, email: 'ada@example.com' })
    expect(readLoginCache(storage)).toEqual({ email: 'ada@example.com' })
  })

  it('is cleared on disconnect or a failed check, the cooldown kept', () => {
    const { storage } = setup()
    writeLoginCache(storage, {
      address: ADDRESS,
      email: 'ada@example.com',
      socialProvider: 'x',
      username: 'ada',
    })
    storage.setItem('embeddedLastEmailLoginTime', 5)
    clearLoginCache(storage)
    expect(readLoginCache(storage)).toBeUndefined()
    expect(storage.getItem('embeddedEmail')).toBeUndefined()
    expect(storage.getItem('socialProvider')).toBeUndefined()
    expect(storage.getItem('socialUsername')).toBeUndefined()
    expect(storage.getItem('embeddedLastEmailLoginTime')).toBe(5)
  })

  it('reads foreign or corrupt values as absent', () => {
    const { storage, raw } = setup()
    raw.setItem('latch.v1.embeddedLoginUsed', '"yes"')
    expect(readLoginCache(storage)).toBeUndefined()
    raw.setItem('latch.v1.embeddedLoginUsed', 'true')
    raw.setItem('latch.v1.socialProvider', '"myspace"')
    raw.setItem('latch.v1.embeddedEmail', '{')
    expect(readLoginCache(storage)).toEqual({ email: null })
  })
})
