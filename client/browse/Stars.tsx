import { starFills } from '../../shared/loaders/product-reviews.ts';

/**
 * Five stars filled to an average (3.4 → three full, one 40 %). The stars are decoration; `label`
 * says the rating in words for screen readers ('4,5 von 5 Sternen').
 */
export function Stars({ value, label }: { value: number | null; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {starFills(value).map((fill, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed star positions
        <span key={i} className="stars__star" aria-hidden="true">
          <span className="stars__fill" style={{ width: `${fill * 100}%` }}>
            ★
          </span>
          ★
        </span>
      ))}
    </span>
  );
}
