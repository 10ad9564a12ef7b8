import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError, answerError } from './api-error.ts';

// The one error handler: an ApiError is answered as it says, anything else as a bare 500 whose
// text gives nothing away (the stack goes to the log only).

function appThrowing(error: unknown) {
  const app = new Hono();
  app.get('/', () => {
    throw error;
  });
  app.onError(answerError);
  return app;
}

describe('answerError', () => {
  it('answers an ApiError with its status, its text and its meta', async () => {
    const res = await appThrowing(new ApiError(404, 'No such cart', { meta: { reason: 'cart_not_found' } })).request(
      '/',
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, result: 'No such cart', meta: { reason: 'cart_not_found' } });
  });

  it('lets meta replace the result where a wire format wants an object there', async () => {
    const error = new ApiError(400, 'Wrong password', { result: { errorMessage: 'Wrong password' } });
    expect(await (await appThrowing(error).request('/')).json()).toEqual({
      code: 400,
      result: { errorMessage: 'Wrong password' },
    });
  });

  it('answers any other error as a 500 without its text or stack', async () => {
    const res = await appThrowing(
      new TypeError("Cannot read properties of undefined (reading 'sku') at cart.ts:12"),
    ).request('/');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ code: 500, result: 'Internal server error' });
  });
});
