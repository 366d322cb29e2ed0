import { lazyView } from '../../modal/lazyView.js'

/**
 * The Activity tab's panel in its own chunk (it is not part of the view's
 * first frame): Account preloads it once shown, like its action views.
 */
export const ActivityPanelView = lazyView<object>(() =>
  import('./ActivityPanel.js').then((module) => ({
    default: module.ActivityPanel,
  })),
)
