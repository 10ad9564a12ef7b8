import { describe, expect, it } from 'vitest';
import { customerToken, taskUrl, USER_STORAGE_KEY } from './send.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === USER_STORAGE_KEY ? value : null) });

describe('customerToken', () => {
  it('reads the token the Accounts branch keeps', () => {
    expect(customerToken(storage(JSON.stringify({ token: 'abc', refreshToken: 'r' })))).toBe('abc');
  });

  it('is null for guests, broken entries and missing storage', () => {
    expect(customerToken(storage(null))).toBeNull();
    expect(customerToken(storage('{not json'))).toBeNull();
    expect(customerToken(storage(JSON.stringify({ token: '' })))).toBeNull();
    expect(customerToken(storage(JSON.stringify(['abc'])))).toBeNull();
    expect(customerToken(null)).toBeNull();
  });
});

describe('taskUrl', () => {
  it('adds the query, leaving out undefined values', () => {
    expect(taskUrl('api/review/create', { token: 'a b', storeCode: 'at' })).toBe(
      'api/review/create?token=a+b&storeCode=at',
    );
    expect(taskUrl('api/x', { token: undefined })).toBe('api/x');
  });
});
