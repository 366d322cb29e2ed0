import type { Metadata } from '../types/metadata.js'
import type { VerifyContext } from '../types/verify.js'
import type { EngineContext, VerifyInput } from './types.js'

/**
 * Verify context for an inbound proposal, request or auth request: the
 * wallet's resolver (`createSignClient({ verify })`) when it has one, else
 * UNKNOWN with the claimed URL as the origin. Never rejects.
 */
export async function getVerifyContext(
  ctx: EngineContext,
  input: VerifyInput | undefined,
  metadata: Metadata | undefined,
): Promise<VerifyContext> {
  const verified =
    input && (await ctx.verify?.({ ...input, metadata }).catch(() => {}))
  return {
    verified: verified || {
      verifyUrl: '',
      validation: 'UNKNOWN',
      origin: metadata?.url ?? '',
    },
  }
}
