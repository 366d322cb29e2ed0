type LoginActions = typeof import('./loginActions.js').loginActions

let promise: Promise<LoginActions> | undefined
let loaded: LoginActions | undefined

/**
 * The embedded wallet's login logic (starting an e-mail or social login,
 * the failures' texts): a chunk apart from the fields, so that only the
 * form ships before the first click. Loaded when Connect idles, on the
 * field's focus, or on a submission; a failed load is retried next time.
 */
export function loadLoginActions(): Promise<LoginActions> {
  promise ??= import('./loginActions.js').then(
    (module) => {
      loaded = module.loginActions
      return loaded
    },
    (error: unknown) => {
      promise = undefined
      throw error
    },
  )
  return promise
}

/** The login logic if already loaded (a popup must open in the click). */
export const loginActions = (): LoginActions | undefined => loaded
