import { useConfig } from '../../hooks/useConfig.js'
import { getCustomView } from '../../internal/customViews.js'
import { useMessages } from '../../messages/useMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'

/**
 * A view given by the caller (`open({ view: Component, title })`). A name
 * nothing registered (core's `openModal` with a name of its own) shows
 * 'Something went wrong' rather than failing.
 */
export function CustomView({ route }: RouteProps<'Custom'>) {
  const config = useConfig()
  const messages = useMessages()
  const View = getCustomView(config, route.name)
  if (!View) return <ErrorMessage>{messages.somethingWentWrong}</ErrorMessage>
  return <View />
}
