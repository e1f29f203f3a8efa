import { docxFile } from '@tekvana/test-support/resumeTestFiles';
import { fileStem, outgoingFile, resumeFileName, uploadFileName } from './attachmentNames';

const pdf = Buffer.from('%PDF-1.7\nresume');

describe('resumeFileName', () => {
  it.each([
    ['CV.js', 'CV.pdf'],
    ['CV.html', 'CV.pdf'],
    ['CV.pdf.html', 'CV_pdf.pdf'],
    ['CV.hta', 'CV.pdf'],
    ['CV.bat', 'CV.pdf'],
    ['CV.ps1', 'CV.pdf'],
    ['CV.svg', 'CV.pdf'],
    ['CV.exe', 'CV.pdf'],
    ['CV.lnk', 'CV.pdf'],
    ['CV.pdf .exe', 'CV_pdf.pdf'],
    ['Asha Patel resume.pdf', 'Asha Patel resume.pdf'],
    ['Asha K. Patel', 'Asha K_ Patel.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\Users\\asha\\cv.docx', 'cv.pdf'],
    ['Zoë Müller — résumé.pdf', 'Zoe Muller _ resume.pdf'],
    ['cv\u202Efdp.exe', 'cv_fdp.pdf'],
    ['line\r\nbreak.pdf', 'line_break.pdf'],
    ['.htaccess', 'resume.pdf'],
    ['...', 'resume.pdf'],
    ['', 'resume.pdf'],
    ['-rf.pdf', 'rf.pdf'],
    ['CON.pdf', 'resume_CON.pdf'],
  ])("names %j sent with a PDF's bytes %j", (sent, expected) => {
    expect(resumeFileName(sent, 'pdf')).toBe(expected);
  });

  it('takes the extension of every resume type from the type, never from the name', () => {
    expect((['pdf', 'doc', 'docx', 'rtf', 'odt', 'txt'] as const).map((type) => resumeFileName('cv.js', type))).toEqual(
      ['cv.pdf', 'cv.doc', 'cv.docx', 'cv.rtf', 'cv.odt', 'cv.txt'],
    );
  });

  it('bounds the stem', () => {
    const name = resumeFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toBe(`${'a'.repeat(100)}.pdf`);
    expect(fileStem(`${'a '.repeat(200)}.pdf`).length).toBeLessThanOrEqual(100);
  });
});

describe('uploadFileName', () => {
  it.each([
    ['Asha Patel resume.pdf', 'Asha Patel resume.pdf'],
    ['cv.DOCX', 'cv.docx'],
    ['CV.js', 'CV'],
    ['CV.pdf.html', 'CV_pdf'],
    ['CV.hta', 'CV'],
    ['notes', 'notes'],
  ])('keeps only a resume extension of %j: %j', (sent, expected) => {
    expect(uploadFileName(sent)).toBe(expected);
  });
});

describe('outgoingFile', () => {
  it('names and types an attachment by its bytes', () => {
    expect(outgoingFile('CV.js', pdf)).toEqual({ filename: 'CV.pdf', contentType: 'application/pdf' });
    expect(outgoingFile('CV.hta', Buffer.from('Asha Patel\nDevOps engineer\n'))).toEqual({
      filename: 'CV.txt',
      contentType: 'text/plain; charset=utf-8',
    });
    expect(outgoingFile('cv.pdf', docxFile())).toEqual({
      filename: 'cv.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('sends bytes that are not a resume (a mail stored before the check) as an opaque download', () => {
    expect(outgoingFile('CV.html', Buffer.from('<script>alert(1)</script>'))).toEqual({
      filename: 'CV.bin',
      contentType: 'application/octet-stream',
    });
  });
});
