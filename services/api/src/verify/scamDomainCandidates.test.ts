import { describe, expect, test } from 'vitest'
import { scamDomainCandidates } from './scamDomainCandidates.js'

describe('scamDomainCandidates', () => {
  test('the host and each parent domain', () => {
    expect(scamDomainCandidates('app.evil.example')).toEqual([
      'app.evil.example',
      'evil.example',
      'example',
    ])
    expect(scamDomainCandidates('EVIL.example.')).toEqual([
      'evil.example',
      'example',
    ])
  })

  test('an IP address only matches itself', () => {
    expect(scamDomainCandidates('127.0.0.1')).toEqual(['127.0.0.1'])
    expect(scamDomainCandidates('[::1]')).toEqual(['[::1]'])
    expect(scamDomainCandidates('')).toEqual([])
  })
})
