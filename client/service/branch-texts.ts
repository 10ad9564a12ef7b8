import type { Translate } from '../../shared/i18n/interpolate.ts';
import type { BranchService, OpeningHours, Weekday } from '../../shared/service/types.ts';

/** How the branch finder names days, opening hours and services (keys of the `service` area). */

const DAY_KEYS: Record<Weekday, string> = {
  mo: 'Mon',
  tu: 'Tue',
  we: 'Wed',
  th: 'Thu',
  fr: 'Fri',
  sa: 'Sat',
  su: 'Sun',
};

export const SERVICE_KEYS: Record<BranchService, string> = {
  beratung: 'Consultation',
  ausstellung: 'Showroom',
  abholung: 'Pickup',
  montage: 'Installation',
  lieferung: 'Delivery',
};

/** "Mo–Fr" or "Sa". */
export function dayRange(t: Translate, hours: Pick<OpeningHours, 'from' | 'to'>): string {
  const from = t(DAY_KEYS[hours.from]);
  return hours.from === hours.to ? from : `${from}–${t(DAY_KEYS[hours.to])}`;
}

/** "07:30–18:00" */
export const timeRange = (hours: Pick<OpeningHours, 'opens' | 'closes'>): string => `${hours.opens}–${hours.closes}`;

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
