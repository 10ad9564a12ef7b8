/** Small icons of the lists (no icon font, no requests). */

/** The id of the heart's one drawing in the page (`IconSymbols`), which every heart refers to. */
const HEART_SYMBOL_ID = 'icon-heart';

/**
 * The heart of the wishlist: a reference to the page's one heart drawing. A listing shows fifty
 * hearts: as fifty inline drawings they were 15 kB of every category's HTML, and as a stylesheet
 * image (a mask) each style made the browser build an SVG document on the main thread at load.
 * lists-header.css draws it as an outline, filled once the product is kept.
 */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg
      className={`icon icon--heart${filled ? ' icon--filled' : ''}`}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
    >
      <use href={`#${HEART_SYMBOL_ID}`} />
    </svg>
  );
}

/**
 * The drawings that icons refer to, once per document. Not displayed itself (an attribute, so it
 * holds without any stylesheet); a reference draws a copy of the drawing.
 */
export function IconSymbols() {
  return (
    <svg display="none" aria-hidden="true" focusable="false">
      <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
        <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
      </symbol>
    </svg>
  );
}

export function CompareIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M4 20V10M10 20V4M16 20v-7M22 20H2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
