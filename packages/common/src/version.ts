/**
 * Version of `@latch/common`, kept equal to `package.json` (a test checks it).
 * Error messages end with `Version: @latch/common@<version>`.
 */
export const version = '0.1.0'
