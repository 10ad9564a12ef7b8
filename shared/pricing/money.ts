/** Money arithmetic in EUR with 2 fraction digits. Rounds half away from zero on cents. */
export function round2(amount: number): number {
  const cents = Math.round((Math.abs(amount) + Number.EPSILON) * 100);
  return ((Math.sign(amount) || 1) * cents) / 100;
}

export function addTax(net: number, ratePercent: number): number {
  return round2(net * (1 + ratePercent / 100));
}

export function taxOf(net: number, ratePercent: number): number {
  return round2(net * (ratePercent / 100));
}
