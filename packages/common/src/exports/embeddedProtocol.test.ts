import { expect, test } from 'vitest'
import * as module from './embeddedProtocol.js'

test('exports', () => {
  expect(Object.keys(module).sort()).toMatchInlineSnapshot(`
    [
      "APP_PREFIX",
      "APP_REQUEST_NAMES",
      "EMAIL_COOLDOWN_MS",
      "EVM_SIGNING_METHODS",
      "FRAME_LOAD_TIMEOUT_MS",
      "FRAME_PREFIX",
      "FRAME_READY_DELAY_MS",
      "FRAME_REQUEST_TIMEOUT_MS",
      "FRAME_SIGN_OUT_WAIT_MS",
      "NOT_SAFE_RPC_METHODS",
      "SAFE_RPC_METHODS",
      "SOCIAL_CALLBACK_TYPE",
      "SOCIAL_LOGIN_PROVIDERS",
      "SOCIAL_PENDING_MESSAGE",
      "SOLANA_SIGNING_METHODS",
    ]
  `)
})
