import { valuesFingerprint } from './valuesFingerprint';

const file = (name: string, text: string, lastModified = 1) => new File([text], name, { lastModified });

describe('valuesFingerprint', () => {
  it('is the same for the same values and the same chosen file', () => {
    expect(valuesFingerprint({ name: 'Asha', resume: file('cv.pdf', 'abc') })).toBe(
      valuesFingerprint({ name: 'Asha', resume: file('cv.pdf', 'abc') }),
    );
  });

  it('changes with any value, or with another file (name, size or date)', () => {
    const base = valuesFingerprint({ name: 'Asha', resume: file('cv.pdf', 'abc') });
    expect(valuesFingerprint({ name: 'Asha P', resume: file('cv.pdf', 'abc') })).not.toBe(base);
    expect(valuesFingerprint({ name: 'Asha', resume: file('cv2.pdf', 'abc') })).not.toBe(base);
    expect(valuesFingerprint({ name: 'Asha', resume: file('cv.pdf', 'abcd') })).not.toBe(base);
    expect(valuesFingerprint({ name: 'Asha', resume: file('cv.pdf', 'abc', 2) })).not.toBe(base);
    expect(valuesFingerprint({ name: 'Asha', resume: null })).not.toBe(base);
  });
});
