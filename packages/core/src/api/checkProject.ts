import { isOriginAllowed } from '@latch/common'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { Alert } from '../types/state.js'
import { ApiError } from './ApiError.js'
import {
  InvalidAppConfigurationError,
  InvalidProjectIdError,
} from './errors.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { getApiContext } from './getApiContext.js'
import { getProjectOrigins } from './getProjectOrigins.js'

export type CheckProjectParameters = {
  /** @default window.location.origin */
  origin?: string | undefined
}

export type CheckProjectReturnType =
  | 'allowed'
  | 'origin-not-allowed'
  | 'invalid-project'
  | 'unreachable'
  | 'skipped'

function setAlert(config: Config, alert: Alert) {
  dispatch(config, { type: 'alert/shown', alert })
}

/** Server answers that mean "wrong project" rather than "wrong origin". */
function isOriginRefusal(error: ApiError) {
  return (
    error.code === 'ORIGIN_NOT_ALLOWED' ||
    /origin not allowed/i.test(error.serverMessage ?? '')
  )
}

/**
 * Checks the page against the project on the API server (SPEC §5, §8): an
 * origin the project does not allow raises the alert 'Invalid App
 * Configuration', an unknown project 'Invalid Project ID - update
 * configuration'. When the host turned analytics on and the server has
 * them enabled, starts sending events. createConfig runs this when the
 * modal first opens (on idle when the host turned analytics on).
 * https://latch.dev/docs/core/api#allowed-origins
 */
export async function checkProject(
  config: Config,
  parameters: CheckProjectParameters = {},
): Promise<CheckProjectReturnType> {
  const api = getApiContext(config).client
  const origin =
    parameters.origin ??
    (typeof location === 'undefined' ? undefined : location.origin)
  if (!api || !origin) return 'skipped'
  try {
    const { allowedOrigins } = await getProjectOrigins(api)
    if (!isOriginAllowed(origin, allowedOrigins)) {
      const error = new InvalidAppConfigurationError(origin)
      setAlert(config, {
        variant: 'error',
        code: 'INVALID_APP_CONFIGURATION',
        message: error.shortMessage,
      })
      return 'origin-not-allowed'
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === undefined)
      return 'unreachable'
    if (error.status === 403 && isOriginRefusal(error)) {
      setAlert(config, {
        variant: 'error',
        code: 'INVALID_APP_CONFIGURATION',
        message: new InvalidAppConfigurationError(origin).shortMessage,
      })
      return 'origin-not-allowed'
    }
    if (error.status === 401 || error.status === 403 || error.status === 404) {
      setAlert(config, {
        variant: 'error',
        code: 'INVALID_PROJECT_ID',
        message: new InvalidProjectIdError(config.projectId).shortMessage,
      })
      return 'invalid-project'
    }
    return 'unreachable'
  }
  if (config.options.features.analytics) {
    const enabled = await getAnalyticsConfig(api).then(
      (answer) => answer.isAnalyticsEnabled === true,
      () => false,
    )
    // The event sender loads only for pages that send events.
    if (enabled) (await import('./startAnalytics.js')).startAnalytics(config)
  }
  return 'allowed'
}
