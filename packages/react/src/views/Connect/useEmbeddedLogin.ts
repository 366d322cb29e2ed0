import { useAuthConnector } from '../../hooks/useAuthConnector.js'
import { useConfig } from '../../hooks/useConfig.js'

/**
 * Whether Connect shows the embedded wallet's section: the config has an
 * auth connector and the e-mail login or a social login is on.
 */
export function useEmbeddedLogin(): boolean {
  const { email, socials } = useConfig().options.features
  return Boolean(useAuthConnector() && (email || (socials || []).length))
}
