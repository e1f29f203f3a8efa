import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Resumes the autofill corpus test generates (issue 55; docs/decisions/078-autofill-from-the-resume.md): PDF and DOCX,
 * one and two columns, a contact table, a header repeated on each page, Indian and US phone numbers written several
 * ways, names with initials, diacritics and capitals. Each carries the fields it states: what a reader must find.
 */

export interface ExpectedFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedIn?: string;
  gitHub?: string;
  currentTitle?: string;
  yearsOfExperience?: number;
}

export interface CorpusResume {
  name: string;
  mimeType: string;
  buffer: Buffer;
  expected: ExpectedFields;
}

interface Person {
  /** As the resume writes it. */
  written: string;
  expected: ExpectedFields;
  /** The phone as the resume writes it. */
  phone: string;
  title?: string;
  /** Whether the title is given as "Designation: …" rather than under the name. */
  labelledTitle?: boolean;
  years?: number;
  linkedIn?: string;
  gitHub?: string;
  city: string;
}

const person = (
  written: string,
  [firstName, lastName]: [string, string],
  phone: string,
  digits: string,
  extra: Omit<Person, 'written' | 'expected' | 'phone' | 'city'> & { city?: string },
): Person => {
  const email =
    `${firstName.split(' ')[0]!.replace(/\W/g, '').toLowerCase()}.${lastName.replace(/\W/g, '').toLowerCase()}@example.com`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  return {
    written,
    phone,
    city: extra.city ?? 'Pune, Maharashtra 411001',
    ...extra,
    expected: {
      firstName,
      lastName,
      email,
      phone: digits,
      ...(extra.linkedIn ? { linkedIn: `https://www.linkedin.com/in/${extra.linkedIn}` } : {}),
      ...(extra.gitHub ? { gitHub: `https://github.com/${extra.gitHub}` } : {}),
      ...(extra.title ? { currentTitle: extra.title } : {}),
      ...(extra.years === undefined ? {} : { yearsOfExperience: extra.years }),
    },
  };
};

const PEOPLE: Person[] = [
  person('Asha Patel', ['Asha', 'Patel'], '+91 98765 43210', '9876543210', {
    title: 'Senior Data Engineer',
    years: 7,
    linkedIn: 'asha-patel-01',
    gitHub: 'ashap',
  }),
  person('R. K. Sharma', ['R. K.', 'Sharma'], '098450-12345', '9845012345', { title: 'QA Lead', years: 12 }),
  person('José Müller-Peña', ['José', 'Müller-Peña'], '(415) 555-0134', '4155550134', {
    title: 'Full Stack Developer',
    gitHub: 'jmuller',
    city: 'San Francisco, CA 94105',
  }),
  person('Zoë Åberg', ['Zoë', 'Åberg'], '+1 646.555.0188', '6465550188', {
    title: 'Product Designer',
    years: 5,
    linkedIn: 'zoe-aberg',
    city: 'New York, NY 10001',
  }),
  person('ANANYA SRINIVASAN', ['Ananya', 'Srinivasan'], '9845012399', '9845012399', {
    title: 'Business Analyst',
    labelledTitle: true,
    years: 3,
  }),
  person('Priya N. Iyer', ['Priya N.', 'Iyer'], '+91-9123456789', '9123456789', {
    title: 'DevOps Engineer',
    linkedIn: 'priya-iyer',
    gitHub: 'priyaiyer',
  }),
  person("Michael O'Brien", ['Michael', "O'Brien"], '312-555-0147', '3125550147', {
    title: 'Cloud Architect',
    years: 15,
    city: 'Chicago, IL 60601',
  }),
  person('Siddharth Rao', ['Siddharth', 'Rao'], '91 99887 76655', '9988776655', { years: 2 }),
  person('Chloé Dubois', ['Chloé', 'Dubois'], '1-212-555-0173', '2125550173', {
    title: 'Technical Writer',
    linkedIn: 'chloe-dubois',
    city: 'Austin, TX 73301',
  }),
  person('V. Lakshmi Narayanan', ['V. Lakshmi', 'Narayanan'], '+91 70123 45678', '7012345678', {
    title: 'Test Engineer',
    labelledTitle: true,
    years: 4,
  }),
  person('Kavya Reddy', ['Kavya', 'Reddy'], '08123456789', '8123456789', { title: 'Data Scientist', gitHub: 'kavyar' }),
  person('Daniel García', ['Daniel', 'García'], '(917) 555-0199', '9175550199', {
    title: 'Engineering Manager',
    years: 11,
    linkedIn: 'dgarcia',
    city: 'Seattle, WA 98101',
  }),
  person('Meera Krishnan', ['Meera', 'Krishnan'], '9000012345', '9000012345', { title: 'Java Developer', years: 6 }),
  person('Andrés Núñez', ['Andrés', 'Núñez'], '+1 (305) 555-0111', '3055550111', {
    title: 'Security Analyst',
    gitHub: 'anunez',
    city: 'Miami, FL 33101',
  }),
  person('Rahul Deshpande', ['Rahul', 'Deshpande'], '+91 98200 11223', '9820011223', {
    title: 'SAP Consultant',
    years: 9,
    linkedIn: 'rahul-deshpande',
  }),
  person('Emily Carter', ['Emily', 'Carter'], '415.555.0190', '4155550190', {
    title: 'Machine Learning Engineer',
    years: 8,
    gitHub: 'ecarter',
    city: 'Boston, MA 02108',
  }),
];

const SUMMARY = (p: Person) =>
  p.years === undefined
    ? 'Engineer who enjoys building reliable systems and working with people across teams.'
    : `Professional with ${p.years} years of experience delivering projects for clients in 3 countries.`;

const EXPERIENCE = [
  'Acme Corp, 2019 – 2024',
  'Reduced monthly cloud costs by 30% across 12 teams in 2021.',
  'Led 4 releases a year; on-call for 250 services.',
  'Globex Ltd, 2016 – 2019',
  'Built reports used by 1,200 staff; cut load time from 40 s to 4 s.',
];
const EDUCATION = ['B.Tech, Computer Science, 2012 – 2016', 'College of Engineering, Pune 411005'];
const SKILLS = ['Python, SQL, Java', 'AWS, Docker, Kubernetes', 'Agile, Scrum'];

/** The contact lines, as one header line or one item a line. */
const contactLines = (p: Person, joined: boolean): string[] => {
  const links = [p.linkedIn && `linkedin.com/in/${p.linkedIn}`, p.gitHub && `github.com/${p.gitHub}`].filter(
    (link): link is string => Boolean(link),
  );
  return joined
    ? [`${p.expected.email} | ${p.phone}`, ...(links.length ? [links.join(' | ')] : []), p.city]
    : [`Email: ${p.expected.email}`, `Phone: ${p.phone}`, ...links, p.city];
};

const headerLines = (p: Person): string[] => [p.written, ...(p.title && !p.labelledTitle ? [p.title] : [])];

const bodySections = (p: Person): Array<[string, string[]]> => [
  ['SUMMARY', [SUMMARY(p), ...(p.title && p.labelledTitle ? [`Designation: ${p.title}`] : [])]],
  ['EXPERIENCE', EXPERIENCE],
  ['EDUCATION', EDUCATION],
  ['SKILLS', SKILLS],
];

// ---- PDF ----

interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
}

function writeLines(pen: Pen, lines: string[], x: number, top: number, size = 10, font = pen.font): number {
  let y = top;
  for (const line of lines) {
    pen.page.drawText(line, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 5;
  }
  return y;
}

async function pdfOf(p: Person, layout: 'one-column' | 'two-columns' | 'table' | 'two-pages'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const newPage = () => ({ page: doc.addPage([595, 842]), font, bold });
  let pen = newPage();
  let y = writeLines(pen, [p.written], 40, 790, 20, bold);
  if (p.title && !p.labelledTitle) y = writeLines(pen, [p.title], 40, y - 2, 12);
  if (layout === 'two-columns') {
    // A sidebar of contact details and skills beside the main column, drawn after it.
    let main = y - 10;
    for (const [heading, lines] of bodySections(p).slice(0, 3)) {
      main = writeLines(pen, [heading], 220, main, 11, bold);
      main = writeLines(pen, lines, 220, main) - 8;
    }
    let side = writeLines(pen, ['CONTACT'], 40, y - 10, 11, bold);
    side = writeLines(pen, contactLines(p, false), 40, side, 9);
    side = writeLines(pen, ['SKILLS'], 40, side - 8, 11, bold);
    writeLines(pen, SKILLS, 40, side, 9);
  } else if (layout === 'table') {
    // Contact details in a grid of label and value cells with ruled lines.
    const rows = contactLines(p, false).map((line) => {
      const at = line.indexOf(': ');
      return at < 0 ? ['Profile', line] : [line.slice(0, at), line.slice(at + 2)];
    });
    let rowY = y - 14;
    for (const [label, value] of rows) {
      pen.page.drawRectangle({
        x: 38,
        y: rowY - 5,
        width: 480,
        height: 18,
        borderWidth: 0.5,
        borderColor: rgb(0.6, 0.6, 0.6),
      });
      pen.page.drawText(label!, { x: 44, y: rowY, size: 10, font: bold });
      pen.page.drawText(value!, { x: 160, y: rowY, size: 10, font });
      rowY -= 18;
    }
    y = rowY - 10;
    for (const [heading, lines] of bodySections(p)) {
      y = writeLines(pen, [heading], 40, y, 11, bold);
      y = writeLines(pen, lines, 40, y) - 8;
    }
  } else {
    y = writeLines(pen, contactLines(p, true), 40, y - 4, 10) - 10;
    const sections = bodySections(p);
    const firstPage = layout === 'two-pages' ? sections.slice(0, 2) : sections;
    for (const [heading, lines] of firstPage) {
      y = writeLines(pen, [heading], 40, y, 11, bold);
      y = writeLines(pen, lines, 40, y) - 8;
    }
    if (layout === 'two-pages') {
      // The second page repeats the name and page number in its header, as word processors do.
      pen = newPage();
      writeLines(pen, [`${p.written} – Page 2`], 40, 810, 8);
      y = 770;
      for (const [heading, lines] of sections.slice(2)) {
        y = writeLines(pen, [heading], 40, y, 11, bold);
        y = writeLines(pen, [...lines, ...EXPERIENCE], 40, y) - 8;
      }
    }
  }
  return Buffer.from(await doc.save());
}

// ---- DOCX ----

const paragraph = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, bold: options.bold, size: options.size })] });

async function docxOf(p: Person, layout: 'paragraphs' | 'table' | 'headings'): Promise<Buffer> {
  const header = [
    new Paragraph({
      alignment: layout === 'headings' ? AlignmentType.CENTER : AlignmentType.LEFT,
      heading: layout === 'headings' ? HeadingLevel.TITLE : undefined,
      children: [new TextRun({ text: p.written, bold: true, size: 36 })],
    }),
    ...headerLines(p)
      .slice(1)
      .map((line) => paragraph(line, { size: 24 })),
  ];
  const contact =
    layout === 'table'
      ? [
          new Table({
            rows: contactLines(p, false).map((line) => {
              const at = line.indexOf(': ');
              const [label, value] = at < 0 ? ['Profile', line] : [line.slice(0, at), line.slice(at + 2)];
              return new TableRow({
                children: [
                  new TableCell({ children: [paragraph(label, { bold: true })] }),
                  new TableCell({ children: [paragraph(value)] }),
                ],
              });
            }),
          }),
        ]
      : contactLines(p, true).map((line) => paragraph(line));
  const body = bodySections(p).flatMap(([heading, lines]) => [
    layout === 'headings'
      ? new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 })
      : paragraph(heading, { bold: true }),
    ...lines.map((line) => paragraph(line)),
  ]);
  const doc = new Document({ sections: [{ children: [...header, ...contact, ...body] }] });
  return Packer.toBuffer(doc);
}

const PDF_LAYOUTS = ['one-column', 'two-columns', 'table', 'two-pages'] as const;
const DOCX_LAYOUTS = ['paragraphs', 'table', 'headings'] as const;

/** The corpus: each person as a PDF and as a DOCX file, in layouts that take turns: 32 resumes. */
export async function resumeCorpus(): Promise<CorpusResume[]> {
  const resumes: CorpusResume[] = [];
  for (const [index, p] of PEOPLE.entries()) {
    const pdfLayout = PDF_LAYOUTS[index % PDF_LAYOUTS.length]!;
    const docxLayout = DOCX_LAYOUTS[index % DOCX_LAYOUTS.length]!;
    resumes.push(
      {
        name: `${p.expected.lastName}-${pdfLayout}.pdf`,
        mimeType: 'application/pdf',
        buffer: await pdfOf(p, pdfLayout),
        expected: p.expected,
      },
      {
        name: `${p.expected.lastName}-${docxLayout}.docx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await docxOf(p, docxLayout),
        expected: p.expected,
      },
    );
  }
  return resumes;
}

/** One resume of the corpus, for a test that needs one file. */
export async function corpusResume(kind: 'pdf' | 'docx', index = 0): Promise<CorpusResume> {
  const all = await resumeCorpus();
  return all.filter((resume) => resume.name.endsWith(`.${kind}`))[index]!;
}

/** A PDF with a page and no text on it: what a scanned resume is to a text reader. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  for (let row = 0; row < 40; row += 1)
    page.drawRectangle({ x: 40, y: 780 - row * 18, width: 300 + (row % 5) * 40, height: 8, color: rgb(0.2, 0.2, 0.2) });
  return Buffer.from(await doc.save());
}

/**
 * A PDF encrypted with a user password (the standard handler, 40-bit RC4): its /U entry matches no empty password,
 * so a reader without the password cannot open it.
 */
export function encryptedPdf(): Buffer {
  const hex = (length: number, seed: number) =>
    Array.from({ length }, (_unused, n) => ((n * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32, 11)}> /U <${hex(32, 97)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, n) => {
    offsets.push(body.length);
    body += `${n + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16, 5)}> <${hex(16, 5)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A resume followed by `pages` pages of text: a document far longer than a resume, near the forms' 10 MB. */
export async function longPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.load(await pdfOf(PEOPLE[0]!, 'one-column'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.';
  for (let n = 0; n < pages; n += 1) {
    const page = doc.addPage([595, 842]);
    for (let row = 0; row < 60; row += 1)
      page.drawText(`${line} ${n}.${row}`, { x: 30, y: 810 - row * 13, size: 8, font });
  }
  return Buffer.from(await doc.save());
}
