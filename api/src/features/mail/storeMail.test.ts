import { docxFile, jarLikeZip } from '@tekvana/test-support/resumeTestFiles';
import { ApiError } from '../../platform/errors';
import { resumeAttachment } from './storeMail';

const dataUrl = (bytes: Uint8Array, type = 'application/pdf') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const pdf = Buffer.from('%PDF-1.7\nresume');
const where = { mailId: 'mail-1', n: 0, name: 'resume', field: 'resume.dataUrl' };

describe('resumeAttachment', () => {
  it.each(['CV.js', 'CV.html', 'CV.hta', 'CV.bat', 'CV.ps1', 'CV.svg', 'CV.exe', 'CV.lnk'])(
    'stores a PDF sent as %j as CV.pdf, in the type its bytes show',
    (filename) => {
      const { stored } = resumeAttachment({ dataUrl: dataUrl(pdf, 'text/html'), filename }, where);
      expect(stored).toEqual({
        n: 0,
        filename: 'CV.pdf',
        type: 'application/pdf',
        size: pdf.length,
        storedPath: 'outbox/mail-1/0-CV.pdf',
      });
    },
  );

  it('leaves one extension to a double one: CV.pdf.html is CV_pdf.pdf', () => {
    expect(resumeAttachment({ dataUrl: dataUrl(pdf), filename: 'CV.pdf.html' }, where).stored.filename).toBe(
      'CV_pdf.pdf',
    );
  });

  it('names text sent as a script by what it is: CV.js of plain text is CV.txt', () => {
    const script = Buffer.from('var shell = new ActiveXObject("WScript.Shell");\n');
    expect(resumeAttachment({ dataUrl: dataUrl(script), filename: 'CV.js' }, where).stored).toMatchObject({
      filename: 'CV.txt',
      type: 'text/plain; charset=utf-8',
    });
  });

  it('keeps a Word document (by its directory) and refuses a Java archive whose entry names contain its parts', () => {
    expect(resumeAttachment({ dataUrl: dataUrl(docxFile()), filename: 'cv.pdf' }, where).stored).toMatchObject({
      filename: 'cv.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const refusal = (() => {
      try {
        resumeAttachment({ dataUrl: dataUrl(jarLikeZip()), filename: 'cv.docx' }, where);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ statusCode: 415, field: 'resume.dataUrl' });
  });
});
