import * as z from './schema';

describe('describeIssues', () => {
  const schema = z.object({ mail: z.object({ contact: z.array(z.string()) }), mode: z.enum(['a', 'b']), name: z.string().check(z.minLength(1)) });

  it('names each wrong field and what it should be', () => {
    const result = schema.safeParse({ mail: { contact: 'x' }, mode: 'c', name: '' });
    expect(result.success).toBe(false);
    expect(z.describeIssues(result.error!)).toBe('mail.contact: expected array; mode: expected one of "a", "b"; name: too short');
  });

  it('says "the value" for a problem with the whole value', () => {
    const result = schema.safeParse(null);
    expect(z.describeIssues(result.error!)).toBe('the value: expected object');
  });
});
