import { describe, expect, it } from 'vitest'
import type { Proposal } from '../types/proposal.js'
import { assertValidProposal } from './assertValidProposal.js'

const proposal = { id: 1, expiryTimestamp: 2000 } as Proposal

describe('assertValidProposal', () => {
  it('accepts a stored unexpired proposal', () => {
    expect(() => assertValidProposal(1, proposal, 1_000_000)).not.toThrow()
  })
  it('rejects a non-numeric, unknown or expired id', () => {
    expect(() => assertValidProposal('1', proposal)).toThrow(
      'proposal id should be a number',
    )
    expect(() => assertValidProposal(2, undefined)).toThrow(
      "No matching key. proposal id doesn't exist: 2",
    )
    expect(() => assertValidProposal(1, proposal, 2_000_000)).toThrow(
      'Expired. proposal id: 1',
    )
  })
})
