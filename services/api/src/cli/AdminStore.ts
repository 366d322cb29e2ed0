import type { Project } from '../projects/Project.js'
import type { ProjectFeatures } from '../projects/ProjectFeatures.js'
import type { ScamDomain } from '../verify/listScamDomains.js'
import type { WalletSetFields } from './walletSetFields.js'

/** The fields of `latch-api projects add`. */
type ProjectInput = {
  id: string | undefined
  name: string | undefined
  allowedOrigins: string[]
  analyticsEnabled: boolean
  features: Partial<ProjectFeatures> | undefined
}

/**
 * What the admin subcommands read and change: the open database
 * (`createDbAdminStore`) or a running server's /admin endpoints
 * (`createHttpAdminStore`). Refusals throw (a 400 `ApiError`, or the
 * server's message); `false`/`undefined` is an unknown id or domain.
 */
export type AdminStore = {
  listProjects(): Promise<readonly Project[]>
  /** Creates the project, or replaces it on the database. */
  saveProject(input: ProjectInput): Promise<void>
  /** Sets the features given, else reads them. */
  projectFeatures(
    id: string,
    features: Partial<ProjectFeatures> | undefined,
  ): Promise<Project | undefined>
  removeProject(id: string): Promise<boolean>
  setWallet(id: string, fields: WalletSetFields): Promise<void>
  /** Replaces the directory with `file` (default: the bundled one). */
  importWallets(file: string | undefined): Promise<number>
  listScamDomains(): Promise<readonly Pick<ScamDomain, 'domain'>[]>
  addScamDomains(
    domains: readonly string[],
  ): Promise<{ added: number; domains: readonly string[] }>
  removeScamDomain(domain: string): Promise<boolean>
}
