import styles from '../../dist/client/.vite/styles.json';

/**
 * The text of the built stylesheets (written by the client build beside its manifest), so a page
 * carries the styles of its first paint inline instead of waiting for them.
 */
const byFile = styles as Record<string, string>;

/** The stylesheets of `hrefs` (as `/assets/…` paths) by href; one the build did not write stays a link. */
export function inlineStyles(hrefs: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const href of hrefs) {
    const text = byFile[href.replace(/^\//, '')];
    if (text !== undefined) found[href] = text;
  }
  return found;
}
