import { addDays, todayInIndia } from '@contract/dates';
import type { SavedTrip } from '@contract/trip-check';
import { savedTrips, tripRules } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';
import { dataExportParts } from '../../data-export-parts';
import { COMMAND_LINE } from '../../lib/audit';
import { readSeedRules, revertTripRuleChange, saveTripRule } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const day = (days: number) => addDays(todayInIndia(), days);
/** 75 days in Thailand: longer than the 60 days of the stay rule `stay:in:th`, which decides the verdict. */
const LONG_THAILAND = { passport: 'IN', legs: [{ country: 'TH', arrive: day(20), depart: day(94) }] };
const rowsOf = (userId: string) => t.database.db.select().from(savedTrips).where(eq(savedTrips.userId, userId));

describe('saved trips', () => {
  it('are saved after the check, listed and deleted by their owner only; bad input is a 400 that stores nothing', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    for (const [body, field] of [
      [{ name: '', trip: LONG_THAILAND }, 'name'],
      [{ name: 'Bangkok', trip: { ...LONG_THAILAND, legs: [] } }, 'trip.legs'],
      [
        { name: 'Bangkok', trip: { passport: 'IN', legs: [{ country: 'TH', arrive: day(9), depart: day(2) }] } },
        'trip.legs.0.depart',
      ],
      [{ name: 'Bangkok', trip: { passport: 'ZZ', legs: LONG_THAILAND.legs } }, 'trip.passport'],
    ] as const) {
      const res = await owner.client.post('/api/trip-check/saved', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    expect(await rowsOf(owner.id)).toEqual([]);

    const saved = await owner.client.post<SavedTrip>('/api/trip-check/saved', { name: 'Bangkok', trip: LONG_THAILAND });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Bangkok', verdict: 'action-needed', savedVerdict: 'action-needed' });
    expect((await rowsOf(owner.id))[0]!.ruleIds).toContain('stay:in:th');

    const list = await owner.client.get<{ items: SavedTrip[] }>('/api/trip-check/saved');
    expect(list.body.items.map((trip) => trip.id)).toEqual([saved.body.id]);
    expect((await other.client.get<{ items: SavedTrip[] }>('/api/trip-check/saved')).body.items).toEqual([]);
    expect((await other.client.delete(`/api/trip-check/saved/${saved.body.id}`)).status).toBe(404);
    expect(await rowsOf(owner.id)).toHaveLength(1);
    expect((await t.client().get('/api/trip-check/saved')).status).toBe(401);

    expect((await owner.client.delete(`/api/trip-check/saved/${saved.body.id}`)).status).toBe(200);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect((await owner.client.delete(`/api/trip-check/saved/${saved.body.id}`)).status).toBe(404);
  });

  it('alert their owner, in English and in Hindi, when a rule that decided the verdict changes', async () => {
    const english = await createUser(t);
    const hindi = await createUser(t, { language: 'hi' });
    const bystander = await createUser(t);
    for (const user of [english, hindi]) {
      const res = await user.client.post('/api/trip-check/saved', { name: 'Long Thailand', trip: LONG_THAILAND });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const short = { passport: 'IN', legs: [{ country: 'JP', arrive: day(20), depart: day(25) }] };
    expect((await bystander.client.post('/api/trip-check/saved', { name: 'Tokyo', trip: short })).status).toBe(201);

    const [row] = await t.database.db.select().from(tripRules).where(eq(tripRules.id, 'stay:in:th'));
    const edited = { ...readSeedRules().find((rule) => rule.id === 'stay:in:th')!, rule: { kind: 'stay', days: 90 } };
    const changeId = await saveTripRule(t.database, COMMAND_LINE, edited, row!.version);
    try {
      const inApp = await english.client.get('/api/notifications');
      const alert = inApp.body.items.find((item: { url: string }) => item.url === '/account/trips');
      expect(alert?.title).toBe('A rule behind your saved trip “Long Thailand” has changed');
      expect(alert?.body).toContain('Thailand');
      const inHindi = await hindi.client.get('/api/notifications', HINDI_BROWSER);
      const hindiAlert = inHindi.body.items.find((item: { url: string }) => item.url === '/account/trips');
      expect(hindiAlert?.title).toBe('आपकी सहेजी गई यात्रा “Long Thailand” से जुड़ा एक नियम बदल गया है');
      const mail = await t.lastMessage(hindi.email, 'saved-trip-change');
      expect(mail.text).toContain('Long Thailand');
      const bystanders = (await bystander.client.get('/api/notifications')).body.items;
      expect(bystanders.some((item: { url: string }) => item.url === '/account/trips')).toBe(false);
      // Under the new rule the saved trip reads "ready"; the verdict when saved stays on record.
      const list = await english.client.get<{ items: SavedTrip[] }>('/api/trip-check/saved');
      expect(list.body.items[0]).toMatchObject({ verdict: 'ready', savedVerdict: 'action-needed' });
    } finally {
      await revertTripRuleChange(t.database, COMMAND_LINE, changeId);
    }
  });

  it('are in "Download my data" and erased with the account', async () => {
    const user = await createUser(t);
    expect((await user.client.post('/api/trip-check/saved', { name: 'Export me', trip: LONG_THAILAND })).status).toBe(
      201,
    );
    const parts = await Promise.all(dataExportParts.map((part) => part(t.database.db, user.id)));
    const exported = parts.map((part) => part.json['saved-trips.json']).find(Boolean) as Array<{ name: string }>;
    expect(exported.map((trip) => trip.name)).toEqual(['Export me']);

    const res = await user.client.post('/api/account/privacy/delete', { password: user.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
