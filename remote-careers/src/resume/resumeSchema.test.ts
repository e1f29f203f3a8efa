import { RESUME_MAX_BYTES } from '@tekvana/shared';
import { RESUME_EMPTY, RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from '@tekvana/shared/files';
import { RESUME_REQUIRED } from './resumeRules';
import { resumeSchema } from './resumeSchema';

async function messageOf(value: unknown): Promise<string | undefined> {
  const result = await resumeSchema.safeParseAsync(value);
  return result.error?.issues[0]?.message;
}

describe('the resume schema', () => {
  it('asks for a file', async () => {
    expect(await messageOf(null)).toBe(RESUME_REQUIRED);
  });

  it('refuses an empty file and one over 10 MB', async () => {
    expect(await messageOf(new File([], 'cv.pdf'))).toBe(RESUME_EMPTY);
    const big = new File(['%PDF-1.7'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    expect(await messageOf(big)).toBe(RESUME_TOO_LARGE);
  });

  it('judges the format by the bytes, not the name', async () => {
    expect(await messageOf(new File(['<!doctype html>'], 'cv.pdf', { type: 'application/pdf' }))).toBe(
      RESUME_WRONG_TYPE,
    );
    expect(await messageOf(new File(['%PDF-1.7 resume'], 'cv', { type: '' }))).toBeUndefined();
  });
});
