import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { EmbeddedSettings } from './EmbeddedSettings.js'
import { FrameNotBuiltError } from './frame/FrameNotBuiltError.js'

export type GetEmbeddedSettingsParameters = {
  /** Read `LATCH_EMBEDDED_*` from here. @default process.env */
  env?: Record<string, string | undefined> | undefined
  /** The master key (see `loadMasterKey`). */
  masterKey: Uint8Array
  /** Win over the environment and the defaults. */
  overrides?: Partial<EmbeddedSettings> | undefined
}

/** `7d`, `12h`, `15m`, `30s` or plain milliseconds → ms. */
function parseDuration(text: string): number {
  const match = /^(\d{1,12})(ms|s|m|h|d)?$/.exec(text.trim())
  if (!match?.[1]) throw new RangeError(`Invalid duration: ${text}`)
  const unit = { ms: 1, s: 1e3, m: 6e4, h: 3.6e6, d: 8.64e7 }[
    (match[2] ?? 'ms') as 'ms'
  ]
  const ms = Number(match[1]) * unit
  if (ms <= 0) throw new RangeError(`Invalid duration: ${text}`)
  return ms
}

/**
 * `<@latch/embedded package>/frame-dist`, where its build script writes the
 * frame. Only the package's folder is looked up (no code of it is loaded);
 * without the package, set `LATCH_EMBEDDED_FRAME_DIR`.
 */
function defaultFrameDir(): string {
  const require = createRequire(import.meta.url)
  let packageJson: string
  try {
    packageJson = require.resolve('@latch/embedded/package.json')
  } catch {
    throw new FrameNotBuiltError(
      'latch-api embedded: @latch/embedded is not installed, so there is no default frame folder: set LATCH_EMBEDDED_FRAME_DIR to a folder holding a built frame (frame.js, frame.css), or start with --no-embedded',
    )
  }
  return join(dirname(packageJson), 'frame-dist')
}

/**
 * The embedded service's settings: `overrides`, then the environment
 * (`LATCH_EMBEDDED_SESSION_TTL`, `LATCH_EMBEDDED_SMTP_URL`,
 * `LATCH_EMBEDDED_MAIL_FROM`, `LATCH_EMBEDDED_PUBLIC_URL`,
 * `LATCH_EMBEDDED_FRAME_DIR`, `LATCH_EMBEDDED_PAYMASTER_ORIGINS`,
 * `LATCH_EMBEDDED_FARCASTER_RPC_URL`,
 * `LATCH_API_TRUST_PROXY`), then the defaults.
 *
 * @example
 * getEmbeddedSettings({ masterKey, env: process.env })
 */
export function getEmbeddedSettings({
  env = process.env,
  masterKey,
  overrides = {},
}: GetEmbeddedSettingsParameters): EmbeddedSettings {
  const publicUrl = env.LATCH_EMBEDDED_PUBLIC_URL || undefined
  if (publicUrl && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl))
    throw new RangeError(
      'LATCH_EMBEDDED_PUBLIC_URL must be an origin (http(s)://host[:port])',
    )
  return {
    masterKey,
    sessionTtlMs: env.LATCH_EMBEDDED_SESSION_TTL
      ? parseDuration(env.LATCH_EMBEDDED_SESSION_TTL)
      : 7 * 86_400_000,
    codeTtlMs: 600_000,
    codeMaxAttempts: 5,
    resendCooldownMs: 30_000,
    lockout: { maxFailures: 10, maxFailuresPerIp: 50, windowMs: 900_000 },
    mailLimit: { max: 30, windowMs: 900_000 },
    newDeviceMailLimit: { max: 10, maxPerIp: 3, windowMs: 900_000 },
    deviceLinkTtlMs: 900_000,
    devicePollMs: 25_000,
    mail: {
      smtpUrl: env.LATCH_EMBEDDED_SMTP_URL || 'smtp://127.0.0.1:2525',
      from: env.LATCH_EMBEDDED_MAIL_FROM || 'Latch <no-reply@latch.localhost>',
    },
    publicUrl: publicUrl?.replace(/\/$/, ''),
    paymasterOrigins: (env.LATCH_EMBEDDED_PAYMASTER_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    farcasterRpcUrls: (env.LATCH_EMBEDDED_FARCASTER_RPC_URL ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    // The default is looked up only when nothing names the folder.
    frameDir:
      overrides.frameDir ?? (env.LATCH_EMBEDDED_FRAME_DIR || defaultFrameDir()),
    trustProxy: /^(1|true|yes|on)$/i.test(env.LATCH_API_TRUST_PROXY ?? ''),
    ...overrides,
  }
}
