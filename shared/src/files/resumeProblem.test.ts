/** @jest-environment jsdom */
// The API's tests build their ZIPs with the same writer; no binary fixtures to keep in step.
import { docxFile, jarLikeZip, odtFile } from '@tekvana/test-support/resumeTestFiles';
import { RESUME_SNIFF_BYTES } from '@tekvana/contracts';
import { RESUME_WRONG_TYPE, resumeTypeProblem } from './resumeProblem';

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);
const bigDocx = docxFile(['word/media/photo.png', new Uint8Array(3 * RESUME_SNIFF_BYTES)]);

describe('the resume format check in the form', () => {
  it('accepts a Word document whose directory is far past the first 64 KiB (the whole ZIP is read)', async () => {
    expect(bigDocx.length).toBeGreaterThan(3 * RESUME_SNIFF_BYTES);
    expect(await resumeTypeProblem(file(bigDocx, 'Asha Patel resume.docx'))).toBeUndefined();
    expect(await resumeTypeProblem(file(odtFile(), 'cv.odt'))).toBeUndefined();
  });

  it('names what the API would refuse: a Java archive whose entry names contain the Word parts, a cut DOCX', async () => {
    expect(await resumeTypeProblem(file(jarLikeZip(), 'cv.docx'))).toBe(RESUME_WRONG_TYPE);
    const cut = bigDocx.subarray(0, 2 * RESUME_SNIFF_BYTES);
    expect(await resumeTypeProblem(file(cut, 'cv.docx'))).toBe(RESUME_WRONG_TYPE);
  });
});
