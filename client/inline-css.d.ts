/** Vite's `?inline` CSS import: the stylesheet's text, bundled into the importing chunk. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
