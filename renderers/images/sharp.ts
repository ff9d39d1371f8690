/** sharp (libvips, native) is loaded by the first render that scales or converts an image, not by every render. */
export function loadSharp(): typeof import('sharp').default {
  // CommonJS: the module is the function itself (its types describe the ES module's default export).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('sharp') as typeof import('sharp').default;
}
