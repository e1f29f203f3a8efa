/** @jest-environment jsdom */
import { DRAFT_KEEP_DAYS, draftAnswersOf, readDraft, removeDraft, writeDraft } from './draftStorage';

const DAY = 24 * 60 * 60 * 1000;
const KEY = 'content.contact';
const STORED = 'tekvana.draft.content.contact';

describe('draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only answers the empty form has, of the same type, that differ from it, minus those left out', () => {
    const empty = { name: '', sms: false, country: 'IN', resume: null, idNumber: '' };
    const values = { name: 'Asha', sms: true, country: 'IN', resume: 'file', idNumber: '1234', extra: 'x' };
    expect(draftAnswersOf(values, empty, ['idNumber'])).toEqual({ name: 'Asha', sms: true });
    expect(draftAnswersOf({ name: 7, sms: 'yes' }, empty)).toEqual({});
  });

  it('writes, reads back and removes a draft under its own key', () => {
    writeDraft(KEY, { name: 'Asha' }, 1000);
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual({ savedAt: 1000, answers: { name: 'Asha' } });
    expect(readDraft(KEY, 2000)).toEqual({ name: 'Asha' });
    removeDraft(KEY);
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('dates a draft from its last change: the same answers again keep their age', () => {
    writeDraft(KEY, { name: 'Asha' }, 1000);
    writeDraft(KEY, { name: 'Asha' }, 5000);
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual({ savedAt: 1000, answers: { name: 'Asha' } });
    writeDraft(KEY, { name: 'Asha K' }, 6000);
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual({ savedAt: 6000, answers: { name: 'Asha K' } });
  });

  it('removes the draft instead of writing one without answers', () => {
    writeDraft(KEY, { name: 'Asha' });
    writeDraft(KEY, {});
    expect(localStorage.length).toBe(0);
  });

  it(`forgets a draft older than ${DRAFT_KEEP_DAYS} days`, () => {
    writeDraft(KEY, { name: 'Asha' }, 0);
    expect(readDraft(KEY, DRAFT_KEEP_DAYS * DAY)).toEqual({ name: 'Asha' });
    expect(readDraft(KEY, DRAFT_KEEP_DAYS * DAY + 1)).toBeUndefined();
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it.each([
    ['not JSON', '{broken'],
    ['without a date', '{"answers":{"name":"Asha"}}'],
    ['holding a list', '{"savedAt":1,"answers":["Asha"]}'],
    ['JSON null', 'null'],
  ])('treats a stored draft (%s) as none and removes it', (_case, raw) => {
    localStorage.setItem(STORED, raw);
    expect(readDraft(KEY, 2)).toBeUndefined();
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('goes on without a draft where storage refuses to write or cannot be reached', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(KEY, { name: 'Asha' })).not.toThrow();
    setItem.mockRestore();
    const access = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readDraft(KEY)).toBeUndefined();
    expect(() => writeDraft(KEY, { name: 'Asha' })).not.toThrow();
    access.mockRestore();
  });
});
