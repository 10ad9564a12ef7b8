import type { OrderHistory, OrderHistoryItem } from '../schemas/order-history.ts';
import type { UserProfile } from '../schemas/user.ts';
import type { CallOptions, Envelope, Sync } from './transport.ts';

/**
 * The account calls of the storefront API (/api/user/*, the customer's reviews and the
 * newsletter), typed, over an API client's `call`. The profile update changes server state and is
 * a sync task ("profile (queued)"). Loaded only by account chunks (bundle budget).
 * Tokens travel as `?token=`; nothing here logs a request.
 */

type Call = <T>(path: string, options?: CallOptions) => Promise<Envelope<T>>;

export interface LoginAnswer {
  token: string;
  refreshToken: string | null;
}

export interface RegisterInput {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

export type ProfileInput = Pick<UserProfile, 'email' | 'firstname' | 'lastname'> & { addresses?: unknown[] };

/** A fence plan in the account: its name and the planner's URL state (/zaunplaner?{query}). */
export interface SavedPlan {
  id: number;
  name: string;
  query: string;
  created_at: string;
}

/** GET /api/review/mine: one of the customer's reviews with its moderation state. */
export interface MyReview {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  status: 'approved' | 'pending' | 'rejected';
  created_at: string;
}

const taskId = () => `user-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function createUserApi(call: Call, storeCode: string) {
  const post = <T>(path: string, body: unknown, query: CallOptions['query'] = {}) =>
    call<T>(path, { method: 'POST', body, query });
  return {
    async login(email: string, password: string): Promise<LoginAnswer> {
      const answer = await post<string>('api/user/login', { username: email, password });
      const refresh = answer.meta?.refreshToken;
      return { token: answer.result, refreshToken: typeof refresh === 'string' ? refresh : null };
    },
    async register(input: RegisterInput): Promise<UserProfile> {
      const { password, ...customer } = input;
      return (await post<UserProfile>('api/user/create', { customer, password }, { storeCode })).result;
    },
    async logout(token: string): Promise<void> {
      await post<boolean>('api/user/logout', {}, { token });
    },
    async me(token: string): Promise<UserProfile> {
      return (await call<UserProfile>('api/user/me', { query: { token } })).result;
    },
    /** POST /api/user/me as a sync task (queued). */
    async updateProfile(sync: Sync, token: string, customer: ProfileInput): Promise<UserProfile> {
      const url = `api/user/me?${new URLSearchParams({ token })}`;
      return (await sync<UserProfile>({ id: taskId(), url, method: 'POST', payload: { customer } })).result;
    },
    async orderHistory(token: string, currentPage: number, pageSize = 20): Promise<OrderHistory> {
      return (await call<OrderHistory>('api/user/order-history', { query: { token, pageSize, currentPage } })).result;
    },
    async order(token: string, incrementId: string): Promise<OrderHistoryItem> {
      return (await call<OrderHistoryItem>(`api/user/order/${encodeURIComponent(incrementId)}`, { query: { token } }))
        .result;
    },
    async resetPassword(email: string): Promise<void> {
      await post<boolean>('api/user/reset-password', { email }, { storeCode });
    },
    async createPassword(email: string, newPassword: string, resetToken: string): Promise<void> {
      await post<boolean>('api/user/create-password', { email, newPassword, resetToken });
    },
    /** Resolves on success; rejects with an ApiError whose result is `{ errorMessage }`. */
    async changePassword(token: string, currentPassword: string, newPassword: string): Promise<void> {
      await post<boolean>('api/user/change-password', { currentPassword, newPassword }, { token });
    },
    /** Fence plans saved to the account (GET/POST /api/user/plans, DELETE /api/user/plans/{id}). */
    async savedPlans(token: string): Promise<SavedPlan[]> {
      return (await call<SavedPlan[]>('api/user/plans', { query: { token, storeCode } })).result;
    },
    async savePlan(token: string, plan: { name: string; query: string }): Promise<SavedPlan> {
      return (await post<SavedPlan>('api/user/plans', plan, { token, storeCode })).result;
    },
    async deletePlan(token: string, id: number): Promise<void> {
      await call<boolean>(`api/user/plans/${id}`, { method: 'DELETE', query: { token } });
    },
    async myReviews(token: string): Promise<MyReview[]> {
      return (await call<MyReview[]>('api/review/mine', { query: { token } })).result;
    },
    async subscribe(email: string): Promise<void> {
      await post<boolean>('api/ext/mailchimp-subscribe/subscribe', { email }, { storeCode });
    },
    async unsubscribe(token: string, email: string): Promise<void> {
      await post<boolean>('api/ext/mailchimp-subscribe/unsubscribe', { email }, { token });
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
