import { expect, it } from 'vitest'
import * as relay from './index.js'

it('exports a stable API', () => {
  expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
    [
      "RelayRpcError",
      "createMemoryBus",
      "createMemoryStore",
      "createRedisBus",
      "createRedisStore",
      "createRelayCore",
      "defaultRelayLimits",
      "relayCloseCodes",
      "relayErrorCodes",
      "relayMethods",
      "runCli",
      "startRelay",
    ]
  `)
})
