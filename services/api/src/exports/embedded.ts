// @latch/api/embedded: the embedded-wallet service (secure frame page,
// e-mail one-time codes, sessions, key custody, signing) as an extension of
// the API server, on its own listener. Design: src/embedded/README.md.

export type {
  RunCliEmbedded,
  RunCliReturnType,
} from '../cli/runCli.js'
export {
  type CreateEmbeddedAppParameters,
  createEmbeddedApp,
} from '../embedded/createEmbeddedApp.js'
export {
  type CreateEmbeddedExtensionParameters,
  createEmbeddedExtension,
  type EmbeddedExtension,
} from '../embedded/createEmbeddedExtension.js'
export {
  type LoadMasterKeyParameters,
  loadMasterKey,
} from '../embedded/crypto/loadMasterKey.js'
export { parseMasterKey } from '../embedded/crypto/parseMasterKey.js'
export {
  type RotateMasterKeyReturnType,
  rotateMasterKey,
} from '../embedded/crypto/rotateMasterKey.js'
export { embeddedMigrations } from '../embedded/db/embeddedMigrations.js'
export type { EmbeddedContext } from '../embedded/EmbeddedContext.js'
export type { EmbeddedSettings } from '../embedded/EmbeddedSettings.js'
export {
  createMailer,
  type Mail,
  type Mailer,
} from '../embedded/email/createMailer.js'
export { isValidEmail, parseEmail } from '../embedded/email/parseEmail.js'
export {
  type GetEmbeddedSettingsParameters,
  getEmbeddedSettings,
} from '../embedded/getEmbeddedSettings.js'
export {
  EmbeddedError,
  embeddedErrors,
} from '../embedded/http/EmbeddedError.js'
export {
  type FrameRequest,
  readFrameRequest,
} from '../embedded/http/readFrameRequest.js'
export { requireSession } from '../embedded/http/requireSession.js'
export {
  type CreateEmbeddedLoginParameters,
  type CreateEmbeddedLoginReturnType,
  createEmbeddedLogin,
} from '../embedded/login/createEmbeddedLogin.js'
export type { EmbeddedIdentity } from '../embedded/login/EmbeddedIdentity.js'
export type { EmbeddedUser } from '../embedded/login/EmbeddedUser.js'
export type { EmbeddedSession } from '../embedded/login/findEmbeddedSession.js'
