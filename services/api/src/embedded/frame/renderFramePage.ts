/** What the frame script reads from `#latch-frame-config`. */
export type FrameConfig =
  | {
      projectId: string
      /** The project's allowed origin patterns (`isOriginAllowed`). */
      origins: readonly string[]
      chainId: string | null
      version: string | null
      logger: string | null
      /** The service origin (no path): base of `/v1/embedded/*`. */
      serviceUrl: string
    }
  | { error: 'invalid key' }

/**
 * The frame page: no inline script (the config is a JSON data block CSP
 * does not run, `<` escaped so it cannot close the element), the built
 * style and module script from /frame/assets/.
 */
export function renderFramePage(config: FrameConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch embedded wallet</title>
<link rel="stylesheet" href="/frame/assets/frame.css">
<script type="application/json" id="latch-frame-config">${json}</script>
<script type="module" src="/frame/assets/frame.js"></script>
</head>
<body>
<main id="app"></main>
</body>
</html>
`
}
