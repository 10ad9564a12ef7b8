// Helpers every product family uses: prices from shelf prices, tier tables, chance-based specials
// and recurring sentences. Keeping them here makes the families read like a product list.

import { opt } from '../attributes.ts';
import { FINISHES, type ColorKey } from '../palette.ts';
import type { Rng } from '../random.ts';
import { deNumber, netFromGross, round2, shelfPrice } from '../text.ts';
import type { ImageRef, SpecialKind, SpecialSpec, TierPrice } from './types.ts';

export function img(design: string, color: ColorKey, label: string): ImageRef {
  return { design, color, label };
}

/** The German gross price for a rough estimate: a shelf ending (…,90), as a shop owner sets it. */
export function shelf(grossEstimate: number): number {
  return shelfPrice(grossEstimate);
}

/**
 * Quantity discounts: retail groups (0 = not logged in, 1 = general) from 10 and 25 pieces,
 * wholesale (2) a bit more from 10 pieces.
 */
export function standardTiers(gross: number): TierPrice[] {
  // Tier values are net, as Magento stores them.
  const value = (factor: number) => netFromGross(round2(gross * factor));
  return [
    { customer_group_id: 0, qty: 10, value: value(0.96) },
    { customer_group_id: 0, qty: 25, value: value(0.92) },
    { customer_group_id: 1, qty: 10, value: value(0.96) },
    { customer_group_id: 1, qty: 25, value: value(0.92) },
    { customer_group_id: 2, qty: 10, value: value(0.88) },
  ];
}

const KINDS: SpecialKind[] = ['active', 'active', 'active-open', 'expired', 'future'];

/** About one product in `1/rate` gets a special price in one of the windows of pricing.ts. */
export function maybeSpecial(rng: Rng, probability = 0.1): SpecialSpec | undefined {
  if (!rng.chance(probability)) return undefined;
  return { kind: rng.pick(KINDS), percent: rng.pick([10, 12, 15, 20, 25]) };
}

export function saleLabelFor(special: SpecialSpec | undefined): string | undefined {
  if (!special || (special.kind !== 'active' && special.kind !== 'active-open')) return undefined;
  return `-${special.percent} %`;
}

export function metalMaterial(color: ColorKey): string {
  return opt('material', color === 'verzinkt' ? 'stahl-verzinkt' : 'stahl-pulver');
}

export function recommends(rng: Rng, probability = 0.12): string {
  return opt('erin_recommends', rng.chance(probability) ? '1' : '0');
}

export function coatingSentence(color: ColorKey): string {
  return color === 'verzinkt'
    ? 'Die Feuerverzinkung nach DIN EN ISO 1461 schützt den Stahl zuverlässig vor Rost – ganz ohne Anstrich.'
    : `Der Stahl ist feuerverzinkt und zusätzlich in ${FINISHES[color].label} pulverbeschichtet: farbecht, kratzfest und über viele Jahre pflegeleicht.`;
}

export function mmText(value: number): string {
  return `${deNumber(value)} mm`;
}

/** A short spec list rendered as HTML. */
export function specList(rows: Array<[string, string]>): string {
  return `<ul>${rows.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')}</ul>`;
}
