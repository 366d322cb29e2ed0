import { expect, test } from 'vitest'
import { isSolanaCommitment, solanaCommitments } from './isSolanaCommitment.js'

test('the eight commitments of SPEC §5', () => {
  expect(solanaCommitments).toEqual([
    'processed',
    'confirmed',
    'finalized',
    'recent',
    'single',
    'singleGossip',
    'root',
    'max',
  ])
})

test.each([...solanaCommitments])('accepts %s', (value) => {
  expect(isSolanaCommitment(value)).toBe(true)
})

test.each([
  '',
  'Confirmed',
  'FINALIZED',
  'singlegossip',
  ' processed',
  'processed ',
  'safe',
  'latest',
  'toString',
  'constructor',
  null,
  undefined,
  0,
  {},
  ['processed'],
])('rejects %j', (value) => {
  expect(isSolanaCommitment(value)).toBe(false)
})
