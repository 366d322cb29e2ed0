import { expect, it } from 'vitest'
import * as embedded from './embedded.js'

it('exports', () => {
  expect(Object.keys(embedded).sort()).toMatchInlineSnapshot(`
    [
      "EmbeddedError",
      "createEmbeddedApp",
      "createEmbeddedExtension",
      "createEmbeddedLogin",
      "createMailer",
      "embeddedErrors",
      "embeddedMigrations",
      "getEmbeddedSettings",
      "isValidEmail",
      "loadMasterKey",
      "parseEmail",
      "parseMasterKey",
      "readFrameRequest",
      "requireSession",
      "rotateMasterKey",
    ]
  `)
})
