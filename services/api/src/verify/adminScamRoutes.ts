import { ApiError, badRequest } from '../errors/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { adminRoutes } from '../middleware/adminAuth/adminRoutes.js'
import { addScamDomains } from './addScamDomains.js'
import { listScamDomains } from './listScamDomains.js'
import { removeScamDomain } from './removeScamDomain.js'

/**
 * The operator's scam-domain list, behind the admin token (`adminAuth`):
 * GET /admin/verify/scam-domains → `{ data: [{ domain, createdAt }] }`;
 * POST with `{ domain }` or `{ domains: [...] }` → 201 `{ domains, added }`;
 * DELETE /admin/verify/scam-domains/:domain → 204, or 404
 * `SCAM_DOMAIN_NOT_FOUND`. A listed domain covers its subdomains.
 */
export function adminScamRoutes() {
  return adminRoutes('/admin/verify/*')
    .get('/admin/verify/scam-domains', async (c) =>
      c.json({ data: await listScamDomains(c.var.db) }),
    )
    .post('/admin/verify/scam-domains', async (c) => {
      const body = await readJsonBody(c, {
        maxBytes: c.var.limits.maxAdminBodyBytes,
      })
      const domains =
        body.domains !== undefined
          ? body.domains
          : body.domain !== undefined
            ? [body.domain]
            : undefined
      if (!Array.isArray(domains))
        throw badRequest('Send { domain } or { domains: [...] }')
      return c.json(await addScamDomains(c.var.db, { domains }), 201)
    })
    .delete('/admin/verify/scam-domains/:domain', async (c) => {
      const domain = c.req.param('domain')
      if (!(await removeScamDomain(c.var.db, { domain })))
        throw new ApiError(
          404,
          'SCAM_DOMAIN_NOT_FOUND',
          `${domain.slice(0, 100)} is not on the scam list`,
        )
      return c.body(null, 204)
    })
}
