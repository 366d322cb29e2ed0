import { lazyView } from '../../modal/lazyView.js'

/**
 * Account's sign-in row in its own chunk: only configs with sign-in show
 * it, so the others do not carry its code before the click.
 */
export const SignInRowView = lazyView<object>(() =>
  import('./SignInRow.js').then((module) => ({ default: module.SignInRow })),
)
