import * as z from 'zod/mini';
import { constraintsOf } from './constraints';
import { optionalText, requiredText } from './text';

describe('constraintsOf', () => {
  it('calls a field required when its schema refuses the empty value of its control', () => {
    expect(constraintsOf(z.string().check(z.trim(), z.minLength(1)), '').required).toBe(true);
    expect(constraintsOf(z.string(), '').required).toBe(false);
    expect(constraintsOf(z.boolean().check(z.refine((ticked) => ticked)), false).required).toBe(true);
    expect(constraintsOf(z.instanceof(File), null).required).toBe(true);
    expect(constraintsOf(z.nullable(z.instanceof(File)), null).required).toBe(false);
  });

  it('reads the maximum length through optional and nullable wrappers', () => {
    expect(constraintsOf(z.string().check(z.minLength(1), z.maxLength(100)), '').maxLength).toBe(100);
    expect(constraintsOf(z.optional(z.string().check(z.maxLength(12))), '').maxLength).toBe(12);
    expect(constraintsOf(z.optional(z.nullable(z.string().check(z.maxLength(3)))), '').maxLength).toBe(3);
    expect(constraintsOf(z.string(), '').maxLength).toBeUndefined();
  });

  it('takes the tightest of several length checks, an exact length among them', () => {
    expect(constraintsOf(z.string().check(z.maxLength(50), z.maxLength(20)), '').maxLength).toBe(20);
    expect(constraintsOf(z.string().check(z.maxLength(50), z.length(10)), '').maxLength).toBe(10);
  });

  it("reads the form layer's own text schemas", () => {
    expect(constraintsOf(requiredText('Please fill out this field.', 100), '')).toEqual({
      required: true,
      maxLength: 100,
    });
    expect(constraintsOf(requiredText('Please fill out this field.'), '')).toEqual({
      required: true,
      maxLength: undefined,
    });
    expect(constraintsOf(optionalText(300), '')).toEqual({ required: false, maxLength: 300 });
    expect(constraintsOf(optionalText(), '')).toEqual({ required: false, maxLength: undefined });
  });

  it('knows nothing of a field the schema does not have', () => {
    expect(constraintsOf(undefined, '')).toEqual({ required: false, maxLength: undefined });
  });
});
