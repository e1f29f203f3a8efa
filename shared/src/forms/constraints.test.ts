import { z } from 'zod';
import { constraintsOf } from './constraints';

describe('constraintsOf', () => {
  it('calls a field required when its schema refuses the empty value of its control', () => {
    expect(constraintsOf(z.string().trim().min(1), '').required).toBe(true);
    expect(constraintsOf(z.string(), '').required).toBe(false);
    expect(constraintsOf(z.boolean().refine((ticked) => ticked), false).required).toBe(true);
    expect(constraintsOf(z.instanceof(File), null).required).toBe(true);
    expect(constraintsOf(z.instanceof(File).nullable(), null).required).toBe(false);
  });

  it('reads the maximum length through optional and nullable wrappers', () => {
    expect(constraintsOf(z.string().min(1).max(100), '').maxLength).toBe(100);
    expect(constraintsOf(z.string().max(12).optional(), '').maxLength).toBe(12);
    expect(constraintsOf(z.string().max(3).nullable().optional(), '').maxLength).toBe(3);
    expect(constraintsOf(z.string(), '').maxLength).toBeUndefined();
  });

  it('knows nothing of a field the schema does not have', () => {
    expect(constraintsOf(undefined, '')).toEqual({ required: false, maxLength: undefined });
  });
});
