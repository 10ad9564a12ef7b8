/** The latest shipment of an order: carrier, tracking number and the carrier's tracking page (null: none). */
export interface OrderShipment {
  carrier: string;
  carrier_name: string;
  tracking_number: string;
  tracking_url: string | null;
  shipped_at: string;
}
