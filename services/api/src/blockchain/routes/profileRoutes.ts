import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { findNameProfiles } from '../names/findNameProfiles.js'
import { getIdentity } from '../names/getIdentity.js'
import { getNameSuggestions } from '../names/getNameSuggestions.js'
import { normalizeName } from '../names/nameRules.js'
import { registerName } from '../names/registerName.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseAddress } from '../utils/parseAddress.js'
import { queryParameter } from './queryParameter.js'

/**
 * Names and identity: POST /v1/profile/account, GET
 * /v1/profile/account/{name}, GET /v1/profile/reverse/{address}, GET
 * /v1/profile/suggestions/{name}, GET /v1/identity/{address}.
 */
export function profileRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const suffix = settings.nameSuffix
  const sender = (value: string | undefined) => {
    if (value !== undefined) parseAddress(value)
  }

  app.post('/v1/profile/account', projectMiddleware(), async (c) => {
    const body = await readJsonBody(c, { maxBytes: 16_384 })
    return c.json(await registerName(c.var.db, settings, body))
  })

  app.get('/v1/profile/account/:name', projectMiddleware(), async (c) => {
    const { name } = normalizeName(c.req.param('name'), suffix)
    const [profile] = await findNameProfiles(c.var.db, { name })
    if (!profile)
      throw new BlockchainApiError(
        404,
        'NAME_NOT_FOUND',
        `The name ${name} is not registered.`,
      )
    return c.json(profile)
  })

  app.get('/v1/profile/reverse/:address', projectMiddleware(), async (c) => {
    const address = parseAddress(c.req.param('address'))
    sender(queryParameter(c, 'sender'))
    return c.json(await findNameProfiles(c.var.db, { address }))
  })

  app.get('/v1/profile/suggestions/:name', projectMiddleware(), async (c) => {
    const suggestions = await getNameSuggestions(c.var.db, settings, {
      name: c.req.param('name'),
      zone: queryParameter(c, 'zone'),
    })
    return c.json({ suggestions })
  })

  app.get('/v1/identity/:address', projectMiddleware(), async (c) => {
    const address = parseAddress(c.req.param('address'))
    sender(queryParameter(c, 'sender'))
    return c.json(await getIdentity(c.var.db, address))
  })
  return app
}
