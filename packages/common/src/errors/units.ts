import { defineError } from './base.js'

export type InvalidUnitsErrorType = InvalidUnitsError

/** Thrown by `parseUnits`/`formatUnits` on malformed amounts or decimals. */
export class InvalidUnitsError extends defineError(
  'InvalidUnitsError',
  ({
    value,
    decimals,
    reason,
  }: {
    value: string
    decimals: number
    reason: 'format' | 'decimals' | 'precision'
  }) => ({
    shortMessage: `Amount "${value}" cannot be used with ${decimals} decimals.`,
    docsPath: '/common/units',
    metaMessages: [
      {
        format:
          '- Expected digits with at most one ".", e.g. "1.5" or "-0.25".',
        decimals: '- Decimals must be a non-negative safe integer.',
        precision: `- More than ${decimals} non-zero fractional digits.`,
      }[reason],
    ],
  }),
) {}
