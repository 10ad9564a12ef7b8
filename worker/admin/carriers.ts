import type { OrderShipment } from '../../shared/schemas/shipment.ts';

/**
 * The carriers an order can ship with and their public tracking pages. A freight forwarder
 * ('spedition') has no tracking page: the customer is told the number to quote when asking.
 */
export const CARRIERS = {
  dhl: { name: 'DHL', url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=' },
  dpd: { name: 'DPD', url: 'https://tracking.dpd.de/status/de_DE/parcel/' },
  gls: { name: 'GLS', url: 'https://gls-group.com/DE/de/paketverfolgung?match=' },
  ups: { name: 'UPS', url: 'https://www.ups.com/track?loc=de_DE&tracknum=' },
  hermes: { name: 'Hermes', url: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#' },
  spedition: { name: 'Spedition', url: null },
} as const satisfies Record<string, { name: string; url: string | null }>;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]];

export type Shipment = OrderShipment;

export function shipmentOf(carrier: string, trackingNumber: string, shippedAt: string): Shipment {
  const known = CARRIERS[carrier as CarrierCode];
  return {
    carrier,
    carrier_name: known?.name ?? carrier,
    tracking_number: trackingNumber,
    tracking_url: known?.url ? known.url + encodeURIComponent(trackingNumber) : null,
    shipped_at: shippedAt,
  };
}

/** The latest shipment recorded for an order (order_status_history), or null before it shipped. */
export async function latestShipment(db: D1Database, orderId: number): Promise<Shipment | null> {
  const row = await db
    .prepare(
      `SELECT carrier, tracking_number, created_at FROM order_status_history
       WHERE order_id = ? AND to_status = 'shipped' AND tracking_number IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
    .bind(orderId)
    .first<{ carrier: string; tracking_number: string; created_at: string }>();
  return row ? shipmentOf(row.carrier, row.tracking_number, row.created_at) : null;
}
