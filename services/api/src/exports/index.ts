// @latch/api: the self-hostable Latch API server. Explicit named re-exports.

export {
  type AnalyticsEvent,
  MAX_PROPS_BYTES,
  parseAnalyticsEvent,
} from '../analytics/parseAnalyticsEvent.js'
export {
  type ApiLimits,
  apiLimitEnv,
  defaultApiLimits,
} from '../app/ApiLimits.js'
export { type CreateAppParameters, createApp } from '../app/createApp.js'
export {
  type GetApiLimitsParameters,
  getApiLimits,
} from '../app/getApiLimits.js'
export { handleError } from '../app/handleError.js'
export {
  type StartApiParameters,
  type StartApiReturnType,
  startApi,
} from '../app/startApi.js'
export type {
  ApiExtension,
  ApiExtensionContext,
  ApiSettings,
  AppEnv,
  SdkInfo,
} from '../app/types.js'
export { type RunCliParameters, runCli } from '../cli/runCli.js'
export {
  type CreatePgliteDbParameters,
  createPgliteDb,
} from '../db/createPgliteDb.js'
export {
  type CreatePostgresDbParameters,
  createPostgresDb,
} from '../db/createPostgresDb.js'
export type { Db, DbQueryable, SqlParam } from '../db/Db.js'
export type { Migration } from '../db/Migration.js'
export {
  type MigrateParameters,
  type MigrateReturnType,
  migrate,
} from '../db/migrate.js'
export { type OpenDbParameters, openDb } from '../db/openDb.js'
export {
  ApiError,
  type ApiErrorParameters,
  badRequest,
} from '../errors/ApiError.js'
export {
  type FindJsonProblemParameters,
  findJsonProblem,
} from '../http/findJsonProblem.js'
export { isSafeAppLink } from '../http/isSafeAppLink.js'
export { isSafeWebUrl } from '../http/isSafeWebUrl.js'
export {
  type ReadBodyTextParameters,
  readBodyText,
} from '../http/readBodyText.js'
export {
  type ReadJsonBodyParameters,
  readJsonBody,
} from '../http/readJsonBody.js'
export { adminAuth } from '../middleware/adminAuth/index.js'
export {
  type BodyLimitParameters,
  bodyLimit,
} from '../middleware/bodyLimit/index.js'
export { type ApiCorsParameters, apiCors } from '../middleware/cors/index.js'
export { nulGuard } from '../middleware/nulGuard/index.js'
export {
  type ProjectMiddlewareParameters,
  projectErrors,
  projectMiddleware,
} from '../middleware/project/index.js'
export {
  type CreateProjectParameters,
  createProject,
} from '../projects/createProject.js'
export { deleteProject } from '../projects/deleteProject.js'
export { getProject } from '../projects/getProject.js'
export { listProjects } from '../projects/listProjects.js'
export type { Project } from '../projects/Project.js'
export {
  type OriginPattern,
  parseOriginPattern,
} from '../projects/parseOriginPattern.js'
export {
  DEV_PROJECT_ID,
  DEV_PROJECT_ORIGINS,
  seedDevProject,
} from '../projects/seedDevProject.js'
export {
  type UpdateProjectParameters,
  updateProject,
} from '../projects/updateProject.js'
export {
  type CreateSiwxVerifierParameters,
  createSiwxVerifier,
  type SiwxVerifier,
} from '../siwx/createSiwxVerifier.js'
export {
  type GetSiwxSettingsParameters,
  getSiwxSettings,
} from '../siwx/getSiwxSettings.js'
export {
  parseSiwxMessage,
  type SiwxMessageFields,
  type SiwxNamespace,
} from '../siwx/parseSiwxMessage.js'
export type { SiwxChain } from '../siwx/SiwxChain.js'
export type { SiwxMessageData, SiwxSession } from '../siwx/SiwxSession.js'
export type { SiwxSettings } from '../siwx/SiwxSettings.js'
export { type SiwxErrorCode, siwxErrorStatus } from '../siwx/siwxErrors.js'
export { type SiwxRoutesParameters, siwxRoutes } from '../siwx/siwxRoutes.js'
export {
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../siwx/verifySiwxMessage.js'
export type { VerifySettings } from '../verify/VerifySettings.js'
export { findWallets } from '../wallets/findWallets.js'
export {
  type ImportWalletsParameters,
  importWallets,
} from '../wallets/importWallets.js'
export { loadWalletData } from '../wallets/loadWalletData.js'
export {
  type GetWalletsQuery,
  MAX_WALLET_PAGE,
  parseGetWalletsQuery,
} from '../wallets/parseGetWalletsQuery.js'
export { parseImageFile } from '../wallets/parseImageFile.js'
export {
  type ImageFileEntry,
  parseWalletFile,
  type WalletFileEntry,
} from '../wallets/parseWalletFile.js'
export {
  type RenderMonogramSvgParameters,
  renderMonogramSvg,
} from '../wallets/renderMonogramSvg.js'
export { seedWalletsIfEmpty } from '../wallets/seedWalletsIfEmpty.js'
export type { WalletRecord } from '../wallets/WalletRecord.js'
