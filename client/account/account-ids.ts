/** The header's account entry (focus returns to it when the login modal closes). */
export const ACCOUNT_TOGGLE_ID = 'account-toggle';
