import type { StoreCode } from '../../shared/stores.ts';

/**
 * Store configuration of the consent dialog: whether a store asks before anything optional runs.
 * All three demo stores serve shoppers in the EU (TTDSG, GDPR), so all ask.
 */
export const CONSENT_REQUIRED: Record<StoreCode, boolean> = { default: true, de: true, at: true };
