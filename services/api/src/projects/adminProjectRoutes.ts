import { ApiError } from '../errors/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { adminRoutes } from '../middleware/adminAuth/adminRoutes.js'
import { createProject } from './createProject.js'
import { deleteProject } from './deleteProject.js'
import { getProject } from './getProject.js'
import { listProjects } from './listProjects.js'
import { updateProject } from './updateProject.js'
import { projectIdPattern } from './validateProjectFields.js'

const notFound = (id: string) =>
  new ApiError(
    404,
    'PROJECT_NOT_FOUND',
    `No project with id ${id.slice(0, 64)}`,
  )

/**
 * Admin endpoints behind `Authorization: Bearer <LATCH_API_ADMIN_TOKEN>`:
 * POST /admin/projects, GET /admin/projects, GET/PATCH/DELETE
 * /admin/projects/:id. Bodies use the `Project` field names.
 */
export function adminProjectRoutes() {
  return adminRoutes()
    .get('/admin/projects', async (c) =>
      c.json({ data: await listProjects(c.var.db) }),
    )
    .post('/admin/projects', async (c) => {
      const body = await readJsonBody(c)
      const project = await createProject(c.var.db, {
        id: body.id,
        name: body.name,
        allowedOrigins: body.allowedOrigins,
        analyticsEnabled: body.analyticsEnabled,
        features: body.features,
      })
      return c.json(project, 201)
    })
    .get('/admin/projects/:id', async (c) => {
      const id = c.req.param('id')
      const project = projectIdPattern.test(id)
        ? await getProject(c.var.db, { id })
        : undefined
      if (!project) throw notFound(id)
      return c.json(project)
    })
    .patch('/admin/projects/:id', async (c) => {
      const id = c.req.param('id')
      if (!projectIdPattern.test(id)) throw notFound(id)
      const body = await readJsonBody(c)
      const project = await updateProject(c.var.db, {
        id,
        name: body.name,
        allowedOrigins: body.allowedOrigins,
        analyticsEnabled: body.analyticsEnabled,
        features: body.features,
      })
      return c.json(project)
    })
    .delete('/admin/projects/:id', async (c) => {
      const id = c.req.param('id')
      if (
        !projectIdPattern.test(id) ||
        !(await deleteProject(c.var.db, { id }))
      )
        throw notFound(id)
      return c.body(null, 204)
    })
}
