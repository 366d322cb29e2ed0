import { EmbeddedError } from '../http/EmbeddedError.js'

/** Sign In With Farcaster's errors, answered as `{ error: { code, message } }`. */
export const farcasterErrors = {
  notConfigured: () =>
    new EmbeddedError(
      400,
      'farcaster_not_configured',
      'Farcaster login is not configured on this service',
    ),
  unknownChannel: () =>
    new EmbeddedError(400, 'invalid_channel', 'Unknown Farcaster sign-in'),
  expiredChannel: () =>
    new EmbeddedError(400, 'channel_expired', 'Farcaster sign-in expired'),
  usedChannel: () =>
    new EmbeddedError(
      400,
      'channel_used',
      'Farcaster sign-in already used (replay)',
    ),
  foreignChannel: () =>
    new EmbeddedError(
      400,
      'channel_mismatch',
      'Farcaster sign-in belongs to another project, device or origin',
    ),
  alreadyCompleted: () =>
    new EmbeddedError(
      409,
      'channel_completed',
      'This Farcaster sign-in was already answered',
    ),
  invalidMessage: (reason: string) =>
    new EmbeddedError(
      400,
      'invalid_farcaster_message',
      `Invalid Farcaster sign-in message: ${reason.slice(0, 160)}`,
    ),
  registryUnavailable: () =>
    new EmbeddedError(
      502,
      'farcaster_registry_unavailable',
      'The Farcaster ID registry could not be read',
    ),
}
