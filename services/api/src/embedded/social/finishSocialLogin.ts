import type { EmbeddedContext } from '../EmbeddedContext.js'
import {
  type CreateEmbeddedLoginReturnType,
  createEmbeddedLogin,
} from '../login/createEmbeddedLogin.js'
import { consumeSocialState } from './consumeSocialState.js'
import type { SocialRuntime } from './createSocialRuntime.js'
import { exchangeSocialCode } from './exchangeSocialCode.js'
import type { SocialCallbackParams } from './parseSocialCallbackUri.js'
import { readSocialProfile } from './readSocialProfile.js'
import type { SocialProvider } from './SocialProvider.js'
import { socialErrors } from './socialErrors.js'

export type FinishSocialLoginParameters = {
  runtime: SocialRuntime
  providers: readonly SocialProvider[]
  /** What `parseSocialCallbackUri` read from the reported URL. */
  params: SocialCallbackParams
  projectId: string
  deviceId: string
  origin: string
  now?: number | undefined
}

/**
 * 'connect social (uri)' on the service: uses the state up (single use,
 * unexpired, same project/device/origin), refuses a provider error or an
 * `iss` of another issuer, exchanges the code with the PKCE verifier,
 * reads who logged in (ID token verified for OIDC), then
 * `createEmbeddedLogin`. Nothing is written before every check passed, so
 * a refused login leaves no user, key or session.
 *
 * @example
 * const { token, expiresAt, user } = await finishSocialLogin(context, { runtime, providers, params, projectId, deviceId, origin })
 */
export async function finishSocialLogin(
  context: Pick<EmbeddedContext, 'db' | 'settings'>,
  {
    runtime,
    providers,
    params,
    projectId,
    deviceId,
    origin,
    now = Date.now(),
  }: FinishSocialLoginParameters,
): Promise<CreateEmbeddedLoginReturnType> {
  const pending = await consumeSocialState(context.db, {
    state: params.state,
    projectId,
    deviceId,
    origin,
    now,
  })
  if ('error' in params) throw socialErrors.providerRefused(params.error)
  const provider = providers.find((p) => p.name === pending.provider)
  if (!provider) throw socialErrors.notConfigured(pending.provider)
  const endpoints = await runtime.endpoints(provider)
  if (
    params.iss !== undefined &&
    endpoints.issuers.length > 0 &&
    !endpoints.issuers.includes(params.iss)
  )
    throw socialErrors.issuerMismatch()
  const tokens = await exchangeSocialCode({
    runtime,
    provider,
    endpoints,
    code: params.code,
    redirectUri: pending.redirectUri,
    codeVerifier: pending.codeVerifier,
  })
  const profile = await readSocialProfile({
    runtime,
    provider,
    endpoints,
    tokens,
    nonce: pending.nonce,
    now,
  })
  return createEmbeddedLogin(context.db, {
    projectId,
    origin,
    deviceId,
    identity: {
      kind: 'social',
      provider: provider.name,
      subject: profile.subject,
      email: profile.email,
      userName: profile.userName,
    },
    settings: context.settings,
    now,
  })
}
