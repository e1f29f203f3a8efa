import Fastify from 'fastify';
import {
  attachmentInfoRecordSchema,
  attachmentRecordSchema,
  candidateRecordSchema,
  EMAIL_ADDRESS,
  generalApplicationRequestSchema,
  HEADER_TEXT,
  internshipApplicationRequestSchema,
  jobAlertRequestSchema,
  jobIdParamsSchema,
  NOT_BLANK,
  ONE_LINE,
  sendMailRequestSchema,
  signedUploadRequestSchema,
} from '@tekvana/contracts/requests';
import { STAFF_CATEGORIES } from '@tekvana/contracts/careers';
import * as z from '@tekvana/contracts/schema';
import { attachment, attachmentInfo, candidate } from '../testing/helpers';
import { requestSchema, VALIDATOR_OPTIONS } from './requestSchemas';

type Json = Record<string, unknown>;

const RECORDS = {
  candidate: candidateRecordSchema,
  attachment: attachmentRecordSchema,
  attachmentInfo: attachmentInfoRecordSchema,
  signedUpload: signedUploadRequestSchema,
  sendMail: sendMailRequestSchema,
  generalApplication: generalApplicationRequestSchema,
  internshipApplication: internshipApplicationRequestSchema,
  jobAlert: jobAlertRequestSchema,
} as const;

const json = (schema: z.core.$ZodType): Json => ({ ...requestSchema(schema) });
const propertiesOf = (schema: Json) => schema.properties as Record<string, Json>;

/** Every schema node of a JSON Schema, the root first. */
function nodesOf(schema: Json): Json[] {
  const children = [
    ...Object.values((schema.properties as Record<string, Json> | undefined) ?? {}),
    ...(schema.items ? [schema.items as Json] : []),
  ];
  return [schema, ...children.flatMap(nodesOf)];
}

// Every field of the contract's candidate record, in its order: the record the API's tests send.
const CANDIDATE_FIELDS = Object.keys(candidate());
const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const EMAIL = { type: 'string', format: 'email', maxLength: 254 };
const MEDIA_TYPE = { type: 'string', maxLength: 255, pattern: '^([A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+)?$' };
const addresses = (minItems: number) => ({
  type: ['string', 'array'],
  format: 'email',
  maxLength: 254,
  items: EMAIL,
  minItems,
  maxItems: 50,
});

describe('the request schemas as the API validates them (JSON Schema from the contracts)', () => {
  it.each(Object.entries(RECORDS))(
    '%s: plain JSON Schema, every object closed, no union or e-mail pattern left',
    (_name, schema) => {
      const root = json(schema);
      expect(root).not.toHaveProperty('$schema');
      for (const node of nodesOf(root)) {
        expect(node).not.toHaveProperty('anyOf');
        expect(node).not.toHaveProperty('allOf');
        if (node.format === 'email') expect(node).not.toHaveProperty('pattern');
        // Unknown fields are dropped by Fastify's validator (removeAdditional), so a stored row is the record.
        if (node.type === 'object') expect(node.additionalProperties).toBe(false);
      }
    },
  );

  it('candidate: the record required, the consent fields optional, with their limits', () => {
    const schema = json(candidateRecordSchema);
    const properties = propertiesOf(schema);
    expect(schema.required).toEqual(CANDIDATE_FIELDS);
    expect(Object.keys(properties)).toEqual([
      ...CANDIDATE_FIELDS,
      'CONSENT_PROCESSING',
      'CONSENT_TALENT_POOL',
      'CONSENT_RETENTION_MONTHS',
    ]);
    expect(properties.EXTERNALCANDIDATE_UUID).toEqual(ID);
    expect(properties.CND_NM_TX).toEqual({ type: 'string', minLength: 1, maxLength: 201, pattern: ONE_LINE });
    expect(properties.CND_EMAIL_ID).toEqual(EMAIL);
    expect(properties.CND_PRIM_PH_NUM).toEqual({ type: 'string', minLength: 1, maxLength: 20, pattern: NOT_BLANK });
    expect(properties.CITY).toEqual({ type: 'string', minLength: 0, maxLength: 100 });
    expect(properties.INLNE_RESUME_CLOB).toEqual({ type: 'string', minLength: 0, maxLength: 100_000 });
    expect(properties.CONSENT_PROCESSING).toEqual({ type: 'string', enum: ['Yes'] });
    expect(properties.CONSENT_TALENT_POOL).toEqual({ type: 'string', enum: ['Yes', 'No'] });
    expect(properties.CONSENT_RETENTION_MONTHS).toEqual({ type: 'integer', minimum: 1, maximum: 120 });
  });

  it('attachment and attachment info: every field required, the fixed values as enums', () => {
    const attachmentSchema = json(attachmentRecordSchema);
    expect(attachmentSchema.required).toEqual(Object.keys(propertiesOf(attachmentSchema)));
    expect(propertiesOf(attachmentSchema)).toMatchObject({
      TBL_NM: { type: 'string', enum: ['EXTERNALCANDIDATE'] },
      KEY_NM: { type: 'string', enum: ['EXTERNALCANDIDATE_UUID'] },
      ATCHD_FILE_NM: { type: 'string', minLength: 1, maxLength: 255, pattern: NOT_BLANK },
      isDeleted: { type: 'integer', enum: [0] },
    });
    expect(propertiesOf(attachmentSchema).isDeleted).not.toHaveProperty('const');
    const infoSchema = json(attachmentInfoRecordSchema);
    expect(infoSchema.required).toEqual(['ATTACHMENTINFO_ID', 'INFO_1', 'INFO_2', 'INFO_3']);
    expect(propertiesOf(infoSchema).INFO_2).toEqual({ type: 'string', enum: ['S3'] });
  });

  it('signed upload: the candidate optional, the media type pattern as written (with its slash)', () => {
    const schema = json(signedUploadRequestSchema);
    expect(schema.required).toEqual(['name', 'type', 'Attachment']);
    expect(propertiesOf(schema).type).toEqual(MEDIA_TYPE);
    expect(propertiesOf(schema).candidateId).toEqual(ID);
  });

  it('send mail: the addresses one schema of a string or a list, attachments as data URLs', () => {
    const schema = json(sendMailRequestSchema);
    const properties = propertiesOf(schema);
    expect(schema.required).toEqual(['to', 'subject', 'message']);
    expect(properties.to).toEqual(addresses(1));
    expect(properties.cc).toEqual(addresses(0));
    expect(properties.bcc).toEqual(addresses(0));
    expect(properties.subject).toEqual({ type: 'string', minLength: 1, maxLength: 998, pattern: HEADER_TEXT });
    expect(properties.attachments).toMatchObject({
      type: 'array',
      maxItems: 10,
      items: {
        required: ['path', 'filename', 'type'],
        properties: {
          path: { type: 'string', minLength: 6, maxLength: 15 * 1024 * 1024, pattern: '^data:' },
          type: MEDIA_TYPE,
        },
      },
    });
  });

  it('general application: distinct areas of the staff categories, the consent true', () => {
    const schema = json(generalApplicationRequestSchema);
    const properties = propertiesOf(schema);
    expect(schema.required).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'country',
      'areasOfInterest',
      'resume',
      'consent',
    ]);
    expect(properties.phone).toEqual({ type: 'string', pattern: '^\\+\\d{7,19}$' });
    expect(properties.areasOfInterest).toEqual({
      type: 'array',
      minItems: 1,
      maxItems: STAFF_CATEGORIES.length,
      uniqueItems: true,
      items: { type: 'string', enum: [...STAFF_CATEGORIES] },
    });
    expect(properties.resume).toMatchObject({ required: ['filename', 'dataUrl'] });
    expect(properties.consent).toMatchObject({
      required: ['processing', 'retentionMonths'],
      properties: { processing: { type: 'boolean', const: true } },
    });
  });

  it('job alert: the address and the four filters, empty for any', () => {
    const schema = json(jobAlertRequestSchema);
    expect(schema.required).toEqual(['email', 'filter']);
    expect(propertiesOf(schema).filter).toMatchObject({
      required: ['search', 'countryCode', 'positionType', 'workMode'],
      properties: {
        search: { type: 'string', maxLength: 100, pattern: '^\\P{Cc}*$' },
        countryCode: { type: 'string', pattern: '^([A-Z]{2})?$' },
        positionType: { type: 'string', enum: ['', 'Contract', 'Full-Time'] },
        workMode: { type: 'string', enum: ['', 'Remote', 'Hybrid', 'Onsite'] },
      },
    });
  });

  it('job id: digits, in an object left open', () => {
    expect(json(jobIdParamsSchema)).toEqual({
      type: 'object',
      required: ['jobId'],
      properties: { jobId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
    });
  });
});

describe('the API and the schemas agree on what passes', () => {
  // One route per record on a Fastify with the API's validator options; the handler answers the body as validated.
  const app = Fastify({ logger: false, ajv: VALIDATOR_OPTIONS });
  for (const [name, schema] of Object.entries(RECORDS))
    app.post(`/${name}`, { schema: { body: requestSchema(schema) } }, async (request) => ({ body: request.body }));
  app.get('/job/:jobId', { schema: { params: requestSchema(jobIdParamsSchema) } }, async () => ({}));
  afterAll(() => app.close());

  /** The API's verdict and the schema's on one body, with what each keeps of it. */
  async function verdicts(name: keyof typeof RECORDS, body: unknown) {
    const answer = await app.inject({ method: 'POST', url: `/${name}`, payload: body as object });
    const parsed = z.safeParse(RECORDS[name], body);
    return {
      api:
        answer.statusCode === 200 ? { passes: true, kept: answer.json<{ body: unknown }>().body } : { passes: false },
      schema: parsed.success ? { passes: true, kept: parsed.data } : { passes: false },
    };
  }

  const mail = {
    to: 'careers@tekvana.example',
    subject: 'Application for 24061',
    message: '<p>Hello</p>',
    attachments: [{ path: 'data:application/pdf;base64,JVBERi0=', filename: 'cv.pdf', type: 'application/pdf' }],
  };
  const generalApplication = {
    id: 'c0ffee00-0000-4000-8000-0000000000a1',
    name: 'Asha Patel',
    email: 'asha@example.com',
    phone: '+919876543210',
    country: 'in',
    areasOfInterest: ['Engineering', 'Science'],
    resume: { filename: 'cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' },
    consent: { processing: true, retentionMonths: 24 },
  };
  const internshipApplication = {
    id: 'c0ffee00-0000-4000-8000-0000000000b1',
    firstName: 'Asha',
    lastName: 'Patel',
    email: 'asha@example.com',
    gender: 'Female',
    address: '12 Lake Road',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pinCode: '560038',
    phone: '+919876543210',
    qualification: 'B.Com',
    experience: 'fresher',
    academicInternship: 'not-sure',
    reference: 'Person',
    areaOfInterest: 'Data Science',
    resume: { filename: 'cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' },
    consent: { processing: true, retentionMonths: 24, talentPool: false },
  };
  const alert = {
    email: 'asha@example.com',
    filter: { search: '', countryCode: 'IN', positionType: '', workMode: '' },
  };

  const cases: Array<[string, keyof typeof RECORDS, unknown]> = [
    ['a candidate', 'candidate', candidate()],
    ['a candidate with consent', 'candidate', candidate({ CONSENT_PROCESSING: 'Yes', CONSENT_RETENTION_MONTHS: 24 })],
    ['a candidate with a field of its own', 'candidate', { ...candidate(), EXTRA: 'dropped' }],
    ['a blank name', 'candidate', candidate({ CND_NM_TX: ' \u200b ' })],
    ['a name of two lines', 'candidate', candidate({ CND_NM_TX: 'Asha\nPatel' })],
    ['a missing field', 'candidate', { ...candidate(), CITY: undefined }],
    ['months as text', 'candidate', { ...candidate(), CONSENT_RETENTION_MONTHS: '24' }],
    ['months not whole', 'candidate', candidate({ CONSENT_RETENTION_MONTHS: 1.5 })],
    ['an id with a slash', 'candidate', candidate({ EXTERNALCANDIDATE_UUID: 'a/b' })],
    ['an attachment', 'attachment', attachment()],
    ['an attachment deleted', 'attachment', { ...attachment(), isDeleted: 1 }],
    ['an attachment with isDeleted as text', 'attachment', { ...attachment(), isDeleted: '0' }],
    ['an attachment info', 'attachmentInfo', attachmentInfo()],
    ['an attachment info elsewhere', 'attachmentInfo', { ...attachmentInfo(), INFO_2: 'disk' }],
    ['an upload request', 'signedUpload', { name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment' }],
    ['an upload of no type', 'signedUpload', { name: 'cv.pdf', type: '', Attachment: 'Attachment' }],
    ['an upload of a bare type', 'signedUpload', { name: 'cv.pdf', type: 'pdf', Attachment: 'Attachment' }],
    ['a mail', 'sendMail', mail],
    ['a mail to a list', 'sendMail', { ...mail, to: ['a@example.com', 'b@example.com'], cc: [] }],
    ['a mail to nobody', 'sendMail', { ...mail, to: [] }],
    ['a mail to a wrong address', 'sendMail', { ...mail, to: 'not an address' }],
    ['a mail to a number', 'sendMail', { ...mail, to: 7 }],
    ['a mail with an encoded word', 'sendMail', { ...mail, subject: '=?utf-8?B?SGk=?=' }],
    ['a mail attaching a link', 'sendMail', { ...mail, attachments: [{ ...mail.attachments[0], path: 'https://x' }] }],
    ['a general application', 'generalApplication', generalApplication],
    ['an area twice', 'generalApplication', { ...generalApplication, areasOfInterest: ['Engineering', 'Engineering'] }],
    ['an unknown area', 'generalApplication', { ...generalApplication, areasOfInterest: ['Cooking'] }],
    [
      'no consent',
      'generalApplication',
      { ...generalApplication, consent: { processing: false, retentionMonths: 24 } },
    ],
    ['a short phone', 'generalApplication', { ...generalApplication, phone: '+91123' }],
    ['an upper-case id', 'generalApplication', { ...generalApplication, id: generalApplication.id.toUpperCase() }],
    ['an internship application', 'internshipApplication', internshipApplication],
    [
      'an internship e-mail over 100',
      'internshipApplication',
      { ...internshipApplication, email: `${'a'.repeat(95)}@example.com` },
    ],
    ['an unknown qualification', 'internshipApplication', { ...internshipApplication, qualification: 'MBA ' }],
    ['an experience of its own', 'internshipApplication', { ...internshipApplication, experience: 'some' }],
    [
      'a talent pool as text',
      'internshipApplication',
      { ...internshipApplication, consent: { processing: true, retentionMonths: 24, talentPool: 'yes' } },
    ],
    ['a blank summary', 'internshipApplication', { ...internshipApplication, experienceSummary: ' ' }],
    ['an alert', 'jobAlert', alert],
    ['an alert of two lines', 'jobAlert', { ...alert, filter: { ...alert.filter, search: 'a\nb' } }],
    ['an alert for a lower-case country', 'jobAlert', { ...alert, filter: { ...alert.filter, countryCode: 'in' } }],
    ['an alert for another kind', 'jobAlert', { ...alert, filter: { ...alert.filter, positionType: 'Part-Time' } }],
  ];

  it.each(cases)('%s', async (_case, name, body) => {
    const { api, schema } = await verdicts(name, body);
    expect(schema).toEqual(api);
  });

  // The API checks `format: 'email'` itself (ajv-formats); the schema checks EMAIL_ADDRESS: the same addresses pass.
  it.each([
    'asha@example.com',
    'Asha.Patel+jobs@Example.CO.in',
    "o'brien@example.ie",
    'a@b',
    'a@b.c',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example.com.',
    'ä@example.com',
    'a b@example.com',
    '@example.com',
  ])('the address %s', async (address) => {
    const { api, schema } = await verdicts('jobAlert', { ...alert, email: address });
    expect(schema.passes).toBe(api.passes);
    expect(EMAIL_ADDRESS.test(address)).toBe(api.passes);
  });

  it.each([
    ['24061', 200],
    ['123456789012345', 200],
    ['1234567890123456', 400],
    ['24x', 400],
  ])('the job id %s', async (jobId, status) => {
    expect((await app.inject({ method: 'GET', url: `/job/${jobId}` })).statusCode).toBe(status);
    expect(z.safeParse(jobIdParamsSchema, { jobId }).success).toBe(status === 200);
  });
});
