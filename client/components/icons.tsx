/** Small icons of the lists (no icon font, no requests). */
/**
 * The heart of the wishlist, drawn by the stylesheet (lists-header.css): a listing shows fifty of
 * them, and as inline SVG they were 15 kB of every category's HTML.
 */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return <span className={`icon icon--heart${filled ? ' icon--filled' : ''}`} aria-hidden="true" />;
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
