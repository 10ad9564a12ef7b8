import type { MiddlewareHandler } from 'hono';
import type { Env, Variables } from '../../env.ts';
import type { StaffRole, StaffRow } from '../../admin/staff-repo.ts';
import { sessionToken, staffOfSession } from '../../admin/staff-sessions.ts';
import { ApiError } from '../api-error.ts';

/** The back-office API's context: the signed-in account, set by `adminGuard`. */
export interface AdminEnv {
  Bindings: Env;
  Variables: Variables & { staff: StaffRow };
}

export const ADMIN_API = '/api/admin';

/** Calls that need no session (the login itself); every other call needs one. */
const OPEN = new Set(['POST /session']);
/** Path prefixes only owners reach (managing staff); everything else is open to every role. */
const OWNER_ONLY = ['/staff'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing call must come from the back office's own pages: a browser names the page's origin
 * (Origin) and whether the request is same-origin (Sec-Fetch-Site), and a cross-site form post or
 * script is refused before any session is looked at. A call that names neither is refused too, and a
 * body must be JSON, which no cross-site form can send without the browser asking first.
 */
function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const own = new URL(request.url).origin;
  if ((site && site !== 'same-origin') || (origin && origin !== own) || (!site && !origin)) {
    throw new ApiError(403, 'Diese Aktion ist nur aus dem Backoffice dieses Shops erlaubt.');
  }
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'DELETE' && !type.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'Die Anfrage muss JSON senden.');
  }
}

const requiredRole = (path: string): StaffRole =>
  OWNER_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? 'owner' : 'staff';

/**
 * The one check in front of every back-office call: origin, then the session cookie, then the role
 * the path needs. A customer token, a forged or expired cookie, or a deactivated account is a 401.
 */
export function adminGuard(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    assertSameOrigin(c.req.raw);
    // The decoded path the router matches on (an encoded '/%73taff' is routed to '/staff').
    const path = c.req.path.slice(ADMIN_API.length) || '/';
    if (OPEN.has(`${c.req.method} ${path}`)) return next();
    const token = sessionToken(c);
    const staff = token ? await staffOfSession(c.env.DB, token, new Date()) : null;
    if (!staff) throw new ApiError(401, 'Bitte melden Sie sich im Backoffice an.');
    if (requiredRole(path) === 'owner' && staff.role !== 'owner') {
      throw new ApiError(403, 'Nur Inhaber dürfen Mitarbeiterkonten verwalten.');
    }
    c.set('staff', staff);
    await next();
  };
}
