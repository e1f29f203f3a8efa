import { countries, US } from '../../../testing/fixtures';
import { filledGeneralValues } from '../../../testing/generalApplicationFixtures';
import { toGeneralApplicationRequest } from './toGeneralApplicationRequest';

const parts = {
  id: '0b5c3f7e-2d41-4c8a-9f0e-6a1b2c3d4e5f',
  countries,
  resume: { filename: 'cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' },
  retentionMonths: 24,
};

describe('toGeneralApplicationRequest', () => {
  it('sends the answers as the contract has them', () => {
    expect(toGeneralApplicationRequest(filledGeneralValues({ fullName: ' Asha Patel ' }), parts)).toEqual({
      id: parts.id,
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '+919876543210',
      country: 'uuid-in',
      areasOfInterest: ['Engineering', 'Information & Technology'],
      resume: parts.resume,
      consent: { processing: true, retentionMonths: 24 },
    });
  });

  it("puts the country's dialling code before the digits", () => {
    expect(toGeneralApplicationRequest(filledGeneralValues({ country: US }), parts).phone).toBe('+19876543210');
  });

  it('lists the areas in the contract order, whatever order they were ticked in', () => {
    const values = filledGeneralValues({ areaInformationTechnology: true, areaAdministrative: true });
    expect(toGeneralApplicationRequest(values, parts).areasOfInterest).toEqual([
      'Administrative',
      'Engineering',
      'Information & Technology',
    ]);
  });
});
