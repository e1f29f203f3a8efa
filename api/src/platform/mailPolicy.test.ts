import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_OPTIONS } from '../config';
import { checkRecipients, loadMailLists } from './mailPolicy';
import { removeDataDir, tempDataDir } from '../testing/helpers';

// Made at load time: describe bodies below write lists files while Jest collects the tests.
const dir = tempDataDir('mail-lists');
afterAll(() => removeDataDir(dir));

const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('loadMailLists', () => {
  it("reads the API's own lists: contact as text without attachments, the application lists as HTML with resumes", () => {
    const lists = loadMailLists(DEFAULT_OPTIONS.mailListsFile);
    expect(lists.contact).toEqual({ format: 'text', addresses: ['contact@example.com'], resumeAttachments: false });
    expect(lists.applicationPrimaryCountry).toMatchObject({ format: 'html', resumeAttachments: true });
    expect(lists.applicationOtherCountries?.addresses).toHaveLength(3);
    // The lists only the API addresses (decisions 031 and 058): HTML with the resume.
    expect(lists.generalApplication).toMatchObject({ format: 'html', resumeAttachments: true });
    expect(lists.internship).toMatchObject({ format: 'html', resumeAttachments: true });
  });

  it.each([
    ['not JSON', '{ contact: ', 'could not be read'],
    ['an array', '[]', 'must be an object of named lists'],
    ['no lists', '{}', 'must be an object of named lists'],
    ['a list without format', '{ "contact": { "addresses": ["a@example.com"] } }', 'Mail list "contact"'],
    ['an empty list', '{ "contact": { "format": "text", "addresses": [] } }', 'Mail list "contact"'],
    ['a bad address', '{ "contact": { "format": "text", "addresses": ["not an address"] } }', 'Mail list "contact"'],
    [
      'resumeAttachments not a boolean',
      '{ "contact": { "format": "text", "resumeAttachments": "yes", "addresses": ["a@example.com"] } }',
      'Mail list "contact"',
    ],
  ])('refuses %s, naming the file', (_label, content, message) => {
    const file = write('lists.json', content);
    expect(() => loadMailLists(file)).toThrow(message);
    expect(() => loadMailLists(file)).toThrow(file);
  });

  it('refuses a missing file, naming it', () => {
    expect(() => loadMailLists(path.join(dir, 'missing.json'))).toThrow(
      `Mail lists ${path.join(dir, 'missing.json')} could not be read`,
    );
  });
});

describe('checkRecipients', () => {
  const lists = loadMailLists(
    write(
      'ok.json',
      '{ "a": { "format": "text", "addresses": ["one@example.com", "two@example.com"] }, "b": { "format": "html", "resumeAttachments": true, "addresses": ["three@example.com"] } }',
    ),
  );

  it('answers the list, its format and whether it takes resumes when every recipient is on it', () => {
    expect(checkRecipients({ to: ['one@example.com'], cc: ['TWO@example.com'], bcc: [] }, lists)).toEqual({
      list: 'a',
      format: 'text',
      resumeAttachments: false,
    });
    expect(checkRecipients({ to: ['three@example.com'], cc: [], bcc: [] }, lists)).toEqual({
      list: 'b',
      format: 'html',
      resumeAttachments: true,
    });
  });

  it('never allows more recipients than a list holds', () => {
    expect(() =>
      checkRecipients({ to: ['one@example.com', 'two@example.com', 'one@example.com'], cc: [], bcc: [] }, lists),
    ).toThrow('one@example.com is named more than once');
  });
});
