import { expect, test } from 'vitest'
import * as api from './index.js'

test('public API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "DEV_PROJECT_ID",
      "DEV_PROJECT_ORIGINS",
      "MAX_PROPS_BYTES",
      "MAX_WALLET_PAGE",
      "adminAuth",
      "apiCors",
      "badRequest",
      "createApp",
      "createPgliteDb",
      "createPostgresDb",
      "createProject",
      "deleteProject",
      "findWallets",
      "getProject",
      "handleError",
      "importWallets",
      "listProjects",
      "loadWalletData",
      "migrate",
      "openDb",
      "parseAnalyticsEvent",
      "parseGetWalletsQuery",
      "parseImageFile",
      "parseOriginPattern",
      "parseWalletFile",
      "projectErrors",
      "projectMiddleware",
      "readJsonBody",
      "renderMonogramSvg",
      "runCli",
      "seedDevProject",
      "seedWalletsIfEmpty",
      "startApi",
      "updateProject",
    ]
  `)
})
