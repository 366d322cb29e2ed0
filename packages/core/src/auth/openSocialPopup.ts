/** The social login popup's window name: one login window at a time. */
export const SOCIAL_POPUP_NAME = 'latch-social'

export type SocialPopupSize = { width: number; height: number }

/**
 * Opens the social login popup, blank and centred over the page, for
 * `connectSocial` to send to the provider's page: call it in the click
 * handler itself, before anything is awaited (a browser blocks a popup
 * opened later). Null when the browser blocked it anyway.
 *
 * @example
 * button.onclick = async () => {
 *   const popupWindow = openSocialPopup()
 *   const { connectSocial } = await import('@latch/core')
 *   await connectSocial(config, { provider: 'github', popupWindow })
 * }
 */
export function openSocialPopup(
  size: SocialPopupSize = { width: 500, height: 640 },
): Window | null {
  const { width, height } = size
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  return window.open(
    '',
    SOCIAL_POPUP_NAME,
    `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}
