import { http, HttpResponse } from 'msw';
import { checkedPost, refusedBodies, sentCalls, sentRequests, setupFakeApi, type BodySchema } from './fakeApi';

const API = 'http://api.test';

/** A Standard Schema written by hand (zod's schemas are ones): a name of at least one character, trimmed. */
const nameSchema: BodySchema<{ name: string }> = {
  '~standard': {
    validate: (value) => {
      const name = typeof value === 'object' && value !== null && 'name' in value ? value.name : undefined;
      if (typeof name === 'string' && name.trim()) return { value: { name: name.trim() } };
      // zod's issues carry more than the message and the path: the fake names them too.
      const tooShort = { message: 'Invalid input', path: ['name'], code: 'too_small' };
      return { issues: [tooShort] };
    },
  },
};

const server = setupFakeApi([
  http.get(`${API}/items`, () => HttpResponse.json(['default'])),
  http.post(`${API}/items`, () => HttpResponse.text('Inserted')),
  checkedPost(`${API}/people`, nameSchema, (body) => HttpResponse.json({ hello: body.name })),
]);

const postJson = (path: string, body: unknown) =>
  fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('setupFakeApi', () => {
  it('answers with the handlers and records every request in order, bodies read', async () => {
    await fetch(`${API}/items?page=2`);
    await fetch(`${API}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' },
      body: JSON.stringify({ name: 'a' }),
    });
    await fetch(`${API}/items`, { method: 'POST', body: 'plain' });
    expect(sentCalls()).toEqual(['GET /items?page=2', 'POST /items', 'POST /items']);
    const [get, json, text] = await sentRequests();
    expect(get).toMatchObject({ method: 'GET', url: `${API}/items?page=2`, path: '/items?page=2', body: undefined });
    expect(json).toMatchObject({ url: `${API}/items`, body: { name: 'a' } });
    expect(json?.headers.get('idempotency-key')).toBe('k1');
    expect(text?.body).toBe('plain');
  });

  // After the test above, which sent three.
  it('starts each test with no requests recorded', () => {
    expect(sentCalls()).toEqual([]);
  });

  it('lets a test change an answer', async () => {
    server.use(http.get(`${API}/items`, () => HttpResponse.json(['changed'])));
    await expect((await fetch(`${API}/items`)).json()).resolves.toEqual(['changed']);
  });

  // After the test above changed it.
  it('puts the given handlers back after a test', async () => {
    await expect((await fetch(`${API}/items`)).json()).resolves.toEqual(['default']);
  });

  it('runs once per test file', () => {
    expect(() => setupFakeApi([])).toThrow('setupFakeApi runs once per test file');
  });
});

describe('checkedPost', () => {
  it('answers a body its schema passes, with the body as the schema outputs it', async () => {
    const answer = await postJson('/people', { name: ' Asha ' });
    expect(answer.status).toBe(200);
    await expect(answer.json()).resolves.toEqual({ hello: 'Asha' });
    await expect(refusedBodies()).resolves.toEqual([]);
  });

  it('answers 400 with the issues to a body the schema refuses, and keeps it for the end of the test', async () => {
    const answer = await postJson('/people', { name: ' ' });
    expect(answer.status).toBe(400);
    await expect(answer.json()).resolves.toMatchObject({
      code: 'INVALID_REQUEST',
      issues: ['name: Invalid input (code: too_small)'],
    });
    // Taken here, so this test passes; left, they would fail it.
    await expect(refusedBodies()).resolves.toEqual([
      { call: `POST ${API}/people`, issues: ['name: Invalid input (code: too_small)'] },
    ]);
  });

  it("checks the body whichever handler answers it (a test's own)", async () => {
    server.use(http.post(`${API}/people`, () => HttpResponse.json({ hello: 'anyone' })));
    expect((await postJson('/people', {})).status).toBe(200);
    await expect(refusedBodies()).resolves.toMatchObject([{ call: `POST ${API}/people` }]);
  });
});
