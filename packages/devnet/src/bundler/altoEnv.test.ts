import { devNull } from 'node:os'
import { describe, expect, it } from 'vitest'
import { altoEnv } from './altoEnv.js'

describe('altoEnv', () => {
  it('passes no telemetry, Node options, Alto flags or .env to Alto', () => {
    const env = altoEnv({
      PATH: '/usr/bin',
      HOME: '/home/dev',
      SENTRY_DSN: 'https://key@o0.ingest.sentry.io/1',
      ENVIRONMENT: 'production',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example',
      OTEL_TRACES_EXPORTER: 'otlp',
      NODE_OPTIONS: '--import ./instrumentation.js',
      ALTO_RPC_URL: 'https://mainnet.example',
      DOTENV_CONFIG_PATH: '/somewhere/.env',
    })
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/dev',
      DOTENV_CONFIG_PATH: devNull,
    })
  })
})
