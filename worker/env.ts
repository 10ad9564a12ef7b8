import type { ApiClient } from '../shared/api/client.ts';
import type { StoreView } from '../shared/stores.ts';

/** Bindings and variables from wrangler.toml. */
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** Blank: the shop's own checkout. Otherwise the external checkout's base address. */
  EXTERNAL_CHECKOUT_URL?: string;
  URL_CACHE_TTL?: string;
  /** Set in .dev.vars only: puts the error text into 500 answers while developing. */
  DEBUG_ERRORS?: string;
  /**
   * `development` only where the shop runs locally (.dev.vars, `wrangler dev --var`, the tests' bindings):
   * then the required settings (worker/config.ts) may be unset and development values stand in. Anything else is production,
   * and the worker refuses to serve without them (worker/config.ts).
   */
  ENVIRONMENT?: string;
  /** Secret for render-list price signatures (`sgn`); set with `wrangler secret put`, never in wrangler.toml. */
  RENDER_LIST_SECRET?: string;
  /** HMAC key of customer tokens (worker/users/tokens.ts); `wrangler secret put AUTH_SECRET`. */
  AUTH_SECRET?: string;
  /** The secret of the admin routes (header `x-admin-secret`); in development unset: they answer 404. */
  ADMIN_SECRET?: string;
  /** The shop's public origin, the only base of links in mails (e.g. https://www.zaunshop.de). */
  SHOP_URL?: string;
  /** The account prepayment (Vorkasse) customers transfer to: holder, IBAN and BIC (worker/config.ts). */
  BANK_ACCOUNT_HOLDER?: string;
  BANK_IBAN?: string;
  BANK_BIC?: string;
  /** HMAC key of the contact forms' anti-forgery tokens (form-token.ts); unset: AUTH_SECRET, then a development key. */
  FORM_TOKEN_SECRET?: string;
  /** Where contact and business-customer messages go; unset: the demo shop's service address. */
  CONTACT_EMAIL?: string;
  /** Mail delivery (worker/mail/mail-delivery.ts): a `send_email` binding, or an HTTP mail API; neither: mails stay in the outbox. */
  SEND_EMAIL?: SendEmail;
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_TOKEN?: string;
  /** Sender address of delivered mails. */
  MAIL_FROM?: string;
  /** Lets the benchmark skip the caches (header `x-cache-bypass-secret`); unset: nobody can. */
  CACHE_BYPASS_SECRET?: string;
  /**
   * A vue-storefront-api-compatible backend's origin (its API under `/api`); set, the storefront
   * runs in front of it instead of the embedded platform. Blank: the embedded platform.
   */
  API_BASE?: string;
  /** Shared with the remote backend: signs POST /api/edge-cache/purge (HMAC-SHA256 of the body). */
  EDGE_PURGE_SECRET?: string;
  /** An external blog's GraphQL endpoint (e.g. WordPress with WPGraphQL) that /api/blog/graphql forwards to; unset: the embedded blog. */
  BLOG_GRAPHQL_URL?: string;
}

/** True only where the configuration says so explicitly (ENVIRONMENT=development), never guessed from a request. */
export const isDevelopment = (env: { ENVIRONMENT?: string }): boolean => env.ENVIRONMENT?.trim() === 'development';

/** Per-request values set by middleware (worker/context.ts). */
export interface Variables {
  store: StoreView;
  /** Store-local path: the request path without its store prefix. */
  localPath: string;
  api: ApiClient;
  /** SKUs of the products this request's page was given: the HTML cache purges the page when one changes. */
  shownSkus: Set<string>;
  nonce: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
