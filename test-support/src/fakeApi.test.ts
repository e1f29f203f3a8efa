import { http, HttpResponse } from 'msw';
import { sentCalls, sentRequests, setupFakeApi } from './fakeApi';

const API = 'http://api.test';
const server = setupFakeApi([
  http.get(`${API}/items`, () => HttpResponse.json(['default'])),
  http.post(`${API}/items`, () => HttpResponse.text('Inserted')),
]);

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
