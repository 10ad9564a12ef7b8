/** The back office's German formats and labels, the same on the server's pages and in its islands. */

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** A moment in German time, or a dash when there is none. */
export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '–');

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const money = (amount: number, currency = 'EUR') =>
  currency === 'EUR' ? euro.format(amount) : `${amount.toFixed(2)} ${currency}`;

export const STATUS_DE: Record<string, string> = {
  pending: 'Offen',
  processing: 'In Bearbeitung (bezahlt)',
  shipped: 'Versendet',
  complete: 'Abgeschlossen',
  canceled: 'Storniert',
};

export const statusLabel = (status: string) => STATUS_DE[status] ?? status;
