import type { ComponentType } from 'react'
import { useMessages } from '../../messages/useMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'

/**
 * A view given by the caller (`open({ view: Component, title })`). Given
 * something that is not a component (core's `openModal` takes any object),
 * it shows 'Something went wrong' rather than failing.
 */
export function CustomView({ route }: RouteProps<'Custom'>) {
  const messages = useMessages()
  const View = route.component as ComponentType
  // Function components, and memo/forwardRef/lazy ones (`$$typeof`).
  return typeof View === 'function' || '$$typeof' in View ? (
    <View />
  ) : (
    <ErrorMessage>{messages.somethingWentWrong}</ErrorMessage>
  )
}
