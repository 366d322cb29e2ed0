import { describe, expect, test } from 'vitest'
import { ApiError } from '../errors/ApiError.js'
import { normalizeScamDomain } from './normalizeScamDomain.js'

describe('normalizeScamDomain', () => {
  test('host names, wildcards, origins and URLs', () => {
    expect(normalizeScamDomain('Evil.Example')).toBe('evil.example')
    expect(normalizeScamDomain(' evil.example. ')).toBe('evil.example')
    expect(normalizeScamDomain('*.evil.example')).toBe('evil.example')
    expect(normalizeScamDomain('https://App.Evil.example:8443/x?y')).toBe(
      'app.evil.example',
    )
    expect(normalizeScamDomain('bücher.example')).toBe('xn--bcher-kva.example')
    expect(normalizeScamDomain('10.0.0.1')).toBe('10.0.0.1')
    expect(normalizeScamDomain('http://[::1]:80/')).toBe('[::1]')
  })

  test('anything else is a 400', () => {
    for (const bad of [
      '',
      ' ',
      'evil.example/path',
      'evil.example:8080',
      'user@evil.example',
      'evil example',
      'evil_.example',
      '-evil.example',
      'a'.repeat(301),
      `${'a.'.repeat(127)}aa`,
      'evil\u0000.example',
      42,
      null,
      ['evil.example'],
      'file:///etc/passwd',
    ]) {
      const error = (() => {
        try {
          normalizeScamDomain(bad)
        } catch (e) {
          return e
        }
      })()
      expect(error, String(bad)).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(400)
    }
  })
})
