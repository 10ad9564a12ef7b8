import { formatPrice } from '../../shared/i18n/format.ts';
import { useT } from '../app-context.tsx';

interface PriceProps {
  /** Price including tax the shopper pays. */
  final: number;
  /** Regular price including tax, shown struck through when higher than `final`. */
  original?: number | undefined;
  className?: string;
}

/** A gross price in the store's currency ('1.234,50 €'), with the old price when reduced. */
export function Price({ final, original, className }: PriceProps) {
  const t = useT();
  const reduced = original !== undefined && original > final;
  return (
    <span className={`price ${reduced ? 'price--sale' : ''} ${className ?? ''}`}>
      {reduced && (
        <del className="price__old">
          <span className="sr-only">{t('Regular price')}: </span>
          {formatPrice(original)}
        </del>
      )}
      <span className="price__final">{formatPrice(final)}</span>
    </span>
  );
}
