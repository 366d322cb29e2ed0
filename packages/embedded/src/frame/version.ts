/** Version of the frame app, kept equal to `package.json` (a test checks it); sent in READY. */
export const frameVersion = '0.1.0'
