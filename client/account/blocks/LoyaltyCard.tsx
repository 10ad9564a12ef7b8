import { useT } from '../../app-context.tsx';
import { cardNumberOf, code39 } from '../barcode.ts';

/** Height of the bars in narrow units. */
const BAR_HEIGHT = 40;

/**
 * The customer's loyalty card: the card number as a Code 39 barcode the shop's scanners read,
 * drawn here (no external service) and named for screen readers, with the number in plain text.
 */
export function LoyaltyCard({ customerId, name }: { customerId: number; name: string }) {
  const t = useT();
  const number = cardNumberOf(customerId);
  const { bars, width } = code39(number);
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-title">
      <h2 id="loyalty-title">{t('My loyalty card')}</h2>
      <div className="loyalty-card__card">
        <p className="loyalty-card__brand">Zaunshop · {t('Loyalty card')}</p>
        <p className="loyalty-card__name">{name}</p>
        <svg
          className="loyalty-card__code"
          viewBox={`-10 0 ${width + 20} ${BAR_HEIGHT}`}
          role="img"
          aria-label={`${t('Card number')} ${number}`}
          preserveAspectRatio="none"
        >
          <rect x={-10} y={0} width={width + 20} height={BAR_HEIGHT} fill="#fff" />
          {bars.map((bar) => (
            <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={BAR_HEIGHT} fill="#000" />
          ))}
        </svg>
        <p className="loyalty-card__number">
          {t('Card number')}: <span>{number}</span>
        </p>
      </div>
    </section>
  );
}
