import * as z from './schema';

describe('describeIssues', () => {
  const schema = z.object({
    mail: z.object({ contact: z.array(z.string()) }),
    mode: z.enum(['a', 'b']),
    name: z.string().check(z.minLength(1)),
  });

  it('names each wrong field and what it should be', () => {
    const result = schema.safeParse({ mail: { contact: 'x' }, mode: 'c', name: '' });
    expect(result.success).toBe(false);
    expect(z.describeIssues(result.error!)).toBe(
      'mail.contact: expected array; mode: expected one of "a", "b"; name: too short',
    );
  });

  it('names a field the schema does not have and the options of a union', () => {
    const strict = z.strictObject({
      kind: z.discriminatedUnion('type', [z.object({ type: z.literal('A') }), z.object({ type: z.literal('B') })]),
    });
    const result = strict.safeParse({ kind: { type: 'C' }, extra: 1 });
    expect(z.describeIssues(result.error!)).toBe(
      'kind.type: expected one of "A", "B"; the value: no field "extra" here',
    );
  });

  it('says "the value" for a problem with the whole value', () => {
    const result = schema.safeParse(null);
    expect(z.describeIssues(result.error!)).toBe('the value: expected object');
  });
});
