import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers.ts';

// The store locator: seeded branches, distances from postcode areas
// and towns, and the server-rendered page that works without JavaScript.

async function locate(q?: string): Promise<{ status: number; body: any }> {
  const res = await SELF.fetch(
    `${ORIGIN}/api/ext/store-locator${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
  );
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: await res.json() };
}

const ids = (body: any) => body.result.branches.map((b: any) => b.id);

describe('GET /api/ext/store-locator', () => {
  it('lists every branch with address, phone, opening hours and services when nothing is searched', async () => {
    const { status, body } = await locate();
    expect(status).toBe(200);
    expect(body.result.origin).toBeNull();
    expect(body.result.branches.length).toBeGreaterThanOrEqual(8);
    const berlin = body.result.branches.find((b: any) => b.id === 'berlin-spandau');
    expect(berlin).toMatchObject({
      city: 'Berlin',
      postcode: '13599',
      country: 'DE',
      phone: expect.stringMatching(/^\+49 /),
    });
    expect(berlin.opening_hours[0]).toEqual({ from: 'mo', to: 'fr', opens: '07:00', closes: '18:00' });
    expect(berlin.services).toContain('montage');
    expect(body.result.branches.some((b: any) => b.country === 'AT')).toBe(true);
  });

  it('sorts branches by distance from a German postcode', async () => {
    const { status, body } = await locate('80331');
    expect(status).toBe(200);
    expect(body.result.origin).toMatchObject({ label: '80331', country: 'DE' });
    expect(ids(body)[0]).toBe('muenchen-sendling');
    const km = body.result.branches.map((b: any) => b.distance_km);
    expect(km).toEqual([...km].sort((a: number, b: number) => a - b));
    expect(km[0]).toBeLessThan(20);
  });

  it('names the town of a postcode it knows, and the area of one it does not', async () => {
    const lohne = await locate('49393');
    expect(lohne.status).toBe(200);
    expect(lohne.body.result.origin.label).toBe('49393 Lohne (Oldenburg)');
    expect((await locate('26203')).body.result.origin.label).toBe('26203 Wardenburg');
    // Another postcode of the same 2-digit area is placed at the area's main town but named by
    // itself: 49593 is Bersenbrück, not Osnabrück, and the shop does not claim otherwise.
    expect((await locate('49593')).body.result.origin.label).toBe('49593');
    // A known town is found by name as well.
    expect((await locate('Lohne')).body.result.origin.label).toBe('Lohne (Oldenburg)');
  });

  it('maps any Austrian postcode to its area and finds the nearest branch', async () => {
    const graz = await locate('A-8020');
    expect(ids(graz.body)[0]).toBe('graz-puntigam');
    const tyrol = await locate('6020');
    expect(tyrol.body.result.origin.label).toBe('6020');
    expect(ids(tyrol.body)[0]).toBe('muenchen-sendling');
  });

  it('searches by town in any spelling', async () => {
    const cologne = await locate('koeln');
    expect(cologne.status).toBe(200);
    expect(ids(cologne.body)[0]).toBe('koeln-ossendorf');
    const dresden = await locate('Dresden');
    expect(dresden.body.result.origin.label).toBe('Dresden');
    expect(ids(dresden.body)[0]).toBe('leipzig-nord');
  });

  it('answers 404 for an unknown town and 400 for a malformed postcode', async () => {
    const unknown = await locate('Atlantis');
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('No postcode or town found for "Atlantis".');
    const malformed = await locate('123');
    expect(malformed.status).toBe(400);
    expect(malformed.body.result).toBe('Please enter a 5-digit German or 4-digit Austrian postcode, or a town.');
  });
});

describe('/filialen', () => {
  it('renders the branches nearest a postcode without JavaScript', async () => {
    const res = await SELF.fetch(`${ORIGIN}/filialen?q=20095`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<form');
    expect(html).toContain('name="q"');
    const first = html.indexOf('Zaunshop Hamburg-Stellingen');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(html.indexOf('Zaunshop München-Sendling'));
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });

  it('says when a town is unknown and still lists the branches', async () => {
    const res = await SELF.fetch(`${ORIGIN}/filialen?q=Atlantis`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Atlantis');
    expect(html).toContain('Zaunshop Wien-Liesing');
  });
});
