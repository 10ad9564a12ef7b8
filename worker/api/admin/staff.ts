import { Hono } from 'hono';
import { z } from 'zod';
import { activeOwners, createStaff, findStaffById, listStaff, updateStaff } from '../../admin/staff-repo.ts';
import { randomToken } from '../../users/tokens.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../users/passwords.ts';
import { ApiError } from '../api-error.ts';
import { ok } from '../respond.ts';
import { adminBody, idParam } from './body.ts';
import type { AdminEnv } from './guard.ts';

/**
 * Staff accounts (owners only; the guard checks the role):
 *   GET   /staff                                     → the accounts
 *   POST  /staff { email, name?, role, password? }   → a new account; without a password one is generated
 *                                                      and answered once: { staff, password }
 *   PATCH /staff/:id { role?, active? }              → change role or (de)activate; the last active owner stays
 */
export const staffApi = new Hono<AdminEnv>();

const roleSchema = z.enum(['owner', 'staff']);
const newSchema = z.object({
  email: z.email().max(254),
  name: z.string().max(100).optional(),
  role: roleSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});
const changeSchema = z.object({ role: roleSchema.optional(), active: z.boolean().optional() });

staffApi.get('/', async (c) => ok(c, await listStaff(c.env.DB)));

staffApi.post('/', async (c) => {
  const input = await adminBody(c, newSchema);
  const password = input.password ?? randomToken().slice(0, 20);
  const staff = await createStaff(c.env.DB, { ...input, password }, new Date());
  if (!staff) throw new ApiError(409, 'Für diese E-Mail-Adresse gibt es bereits ein Konto.');
  return ok(c, { staff, password: input.password ? null : password });
});

staffApi.patch('/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const change = await adminBody(c, changeSchema);
  const current = await findStaffById(c.env.DB, id);
  if (!current) throw new ApiError(404, 'Dieses Konto gibt es nicht.');
  const losesOwner =
    current.role === 'owner' && current.active === 1 && (change.role === 'staff' || change.active === false);
  if (losesOwner && (await activeOwners(c.env.DB)) <= 1) {
    throw new ApiError(409, 'Der letzte aktive Inhaber kann weder herabgestuft noch deaktiviert werden.');
  }
  return ok(c, await updateStaff(c.env.DB, id, change, new Date()));
});
