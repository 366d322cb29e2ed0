import { expect, test } from 'vitest'
import * as embedded from './index.js'

// API drift fails here: a change to the public surface is a reviewed change.
test('exports', () => {
  expect(Object.keys(embedded).sort()).toMatchInlineSnapshot(`
    [
      "APP_PREFIX",
      "EMAIL_COOLDOWN_MS",
      "FRAME_LOAD_TIMEOUT_MS",
      "FRAME_PREFIX",
      "FRAME_READY_DELAY_MS",
      "FRAME_REQUEST_TIMEOUT_MS",
      "FRAME_SIGN_OUT_WAIT_MS",
      "NOT_SAFE_RPC_METHODS",
      "SAFE_RPC_METHODS",
      "embeddedWallet",
    ]
  `)
})
