/**
 * Loads and decodes the images at `urls` (SPEC §9 image preload): resolves
 * when every one has decoded or failed, or after `waitMs`, whichever comes
 * first — a slow image never holds a list back longer. The browser keeps
 * them, so the rows' icons then show at once. Call it only once the modal
 * shows (images never load before it opens).
 */
export function preloadImages(
  urls: readonly (string | undefined)[],
  waitMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs)
    Promise.all(
      urls.map(
        (src) =>
          new Promise<unknown>((done) => {
            if (!src || typeof Image !== 'function') return done(0)
            const image = new Image()
            image.onload = () => image.decode().then(done, done)
            image.onerror = done
            image.src = src
          }),
      ),
    ).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
