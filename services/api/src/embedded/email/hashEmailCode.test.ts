import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashEmailCode } from './hashEmailCode.js'

describe('hashEmailCode', () => {
  const key = randomBytes(32)

  it('is stable for one key, id and code', () => {
    expect(hashEmailCode(key, 'id-1', '123456')).toBe(
      hashEmailCode(key, 'id-1', '123456'),
    )
  })

  it('differs per code, per id and per master key', () => {
    const base = hashEmailCode(key, 'id-1', '123456')
    expect(hashEmailCode(key, 'id-1', '123457')).not.toBe(base)
    expect(hashEmailCode(key, 'id-2', '123456')).not.toBe(base)
    expect(hashEmailCode(randomBytes(32), 'id-1', '123456')).not.toBe(base)
  })

  it('cannot be searched without the key: no plain sha256 of id:code', () => {
    const plain = createHash('sha256').update('id-1:123456').digest('hex')
    expect(hashEmailCode(key, 'id-1', '123456')).not.toBe(plain)
  })
})
