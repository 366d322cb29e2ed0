import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { isSafeWebUrl } from '../../http/isSafeWebUrl.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import { findNameProfiles } from '../names/findNameProfiles.js'
import { findReverseNamesPage } from '../names/findReverseNamesPage.js'
import { getIdentity } from '../names/getIdentity.js'
import { getNameSuggestions } from '../names/getNameSuggestions.js'
import { normalizeName } from '../names/nameRules.js'
import { registerName } from '../names/registerName.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseAddress } from '../utils/parseAddress.js'
import { checkProfileMessage } from './checkProfileMessage.js'
import { queryParameter } from './queryParameter.js'
import { withSafeAvatar } from './withSafeAvatar.js'

/**
 * Names and identity: POST /v1/profile/account, GET
 * /v1/profile/account/{name}, GET /v1/profile/reverse/{address}, GET
 * /v1/profile/suggestions/{name}, GET /v1/identity/{address}. Registration
 * is rate-limited per client IP; reverse lookups are paged (`limit`,
 * `cursor`; next cursor in the `Latch-Next-Cursor` header).
 */
export function profileRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const suffix = settings.nameSuffix
  const sender = (value: string | undefined) => {
    if (value !== undefined) parseAddress(value)
  }
  // A page of names (limit, cursor); the next page's cursor goes in the
  // Latch-Next-Cursor header, so the body stays the NameProfile[] it was.
  const reversePage = async (c: Context<AppEnv>, address: string) => {
    const limit = queryParameter(c, 'limit')
    const page = await findReverseNamesPage(c.var.db, {
      address,
      limit:
        limit === undefined
          ? settings.names.reversePageSize
          : /^[0-9]{1,6}$/.test(limit)
            ? Number(limit)
            : Number.NaN,
      maxLimit: settings.names.reverseMaxPageSize,
      cursor: queryParameter(c, 'cursor', { maxLength: 400 }),
    })
    if (page.next) c.header('Latch-Next-Cursor', page.next)
    c.header('Access-Control-Expose-Headers', 'Latch-Next-Cursor')
    return page
  }

  // Registration verifies a signature and writes: bounded per client IP.
  const registerLimit = clientIpRateLimit(settings.names.registerRateLimit)

  app.post(
    '/v1/profile/account',
    projectMiddleware(),
    registerLimit,
    async (c) => {
      const body = await readJsonBody(c, { maxBytes: 16_384 })
      checkProfileMessage(body)
      return c.json(await registerName(c.var.db, settings, body))
    },
  )

  app.get('/v1/profile/account/:name', projectMiddleware(), async (c) => {
    const { name } = normalizeName(c.req.param('name'), suffix)
    const [profile] = await findNameProfiles(c.var.db, { name })
    if (!profile)
      throw new BlockchainApiError(
        404,
        'NAME_NOT_FOUND',
        `The name ${name} is not registered.`,
      )
    return c.json(withSafeAvatar(profile))
  })

  app.get('/v1/profile/reverse/:address', projectMiddleware(), async (c) => {
    const address = parseAddress(c.req.param('address'))
    sender(queryParameter(c, 'sender'))
    const { data: profiles } = await reversePage(c, address)
    return c.json(profiles.map(withSafeAvatar))
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
    const identity = await getIdentity(c.var.db, address)
    return c.json({
      ...identity,
      avatar: isSafeWebUrl(identity.avatar) ? identity.avatar : null,
    })
  })
  return app
}
