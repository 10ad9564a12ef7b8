/**
 * One change of an order's status as the back office's API answers it and its pages show it: who
 * moved the order from which status to which when, with the shipment where there was one.
 */
export interface StatusHistoryEntry {
  from_status: string;
  to_status: string;
  staff_email: string;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
}
