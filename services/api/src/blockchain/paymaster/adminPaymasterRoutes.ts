import type { Context } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { ApiError } from '../../errors/ApiError.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { adminRoutes } from '../../middleware/adminAuth/adminRoutes.js'
import { getProject } from '../../projects/getProject.js'
import { projectIdPattern } from '../../projects/validateProjectFields.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parsePaymasterPolicy } from './parsePaymasterPolicy.js'
import { readPaymasterPolicy } from './readPaymasterPolicy.js'
import { readSponsoredTotals } from './readSponsoredTotals.js'
import { writePaymasterPolicy } from './writePaymasterPolicy.js'

const path = '/admin/projects/:id/paymaster-policy'

/**
 * The sponsorship policy of a project, behind the admin token: GET →
 * `{ ...PaymasterPolicy, spentWei: { [chain]: wei } }` (404
 * `PAYMASTER_POLICY_NOT_FOUND` without one), PUT `PaymasterPolicy` fields
 * → the policy (400 `INVALID_POLICY`), DELETE → 204 (sponsorship off;
 * what was spent stays counted). An unknown project is 404
 * `PROJECT_NOT_FOUND`.
 */
export function adminPaymasterRoutes(settings: BlockchainSettings) {
  const served = settings.chains.map((chain) => chain.chainId)
  const projectId = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? ''
    if (!projectIdPattern.test(id) || !(await getProject(c.var.db, { id })))
      throw new ApiError(
        404,
        'PROJECT_NOT_FOUND',
        `No project with id ${id.slice(0, 64)}`,
      )
    return id
  }
  return adminRoutes()
    .get(path, async (c) => {
      const id = await projectId(c)
      const policy = await readPaymasterPolicy(c.var.db, id)
      if (!policy)
        throw new BlockchainApiError(
          404,
          'PAYMASTER_POLICY_NOT_FOUND',
          `Project ${id} has no sponsorship policy: gas is not sponsored.`,
        )
      return c.json({
        ...policy,
        spentWei: await readSponsoredTotals(c.var.db, id),
      })
    })
    .put(path, async (c) => {
      const id = await projectId(c)
      const policy = parsePaymasterPolicy(await readJsonBody(c), served)
      return c.json(await writePaymasterPolicy(c.var.db, id, policy))
    })
    .delete(path, async (c) => {
      const id = await projectId(c)
      await c.var.db.query(
        'DELETE FROM paymaster_policies WHERE project_id = $1',
        [id],
      )
      return c.body(null, 204)
    })
}
