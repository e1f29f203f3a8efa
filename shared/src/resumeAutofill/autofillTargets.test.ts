import { foundValues } from './autofillTargets';

const fields = {
  firstName: 'José',
  lastName: 'Müller',
  email: 'jose@example.com',
  phone: { countryCode: '+1' as const, digits: '4155550134' },
  yearsOfExperience: 6,
};

it("offers what the form has, as it takes it: the full name as one, the phone's ten digits, years as text", () => {
  expect(foundValues(fields, { fullName: 'name', phone: 'phone', yearsOfExperience: 'years' })).toEqual([
    { source: 'fullName', field: 'name', value: 'José Müller' },
    { source: 'phone', field: 'phone', value: '4155550134' },
    { source: 'yearsOfExperience', field: 'years', value: '6' },
  ]);
});

it('offers no number of another country for a phone field whose dialling code is fixed', () => {
  const offered = (code: string) =>
    foundValues(fields, { phone: 'contactNumber', phoneCountryCode: code }).map(({ source }) => source);
  expect(offered('+91')).toEqual([]);
  expect(offered('+1')).toEqual(['phone']);
});
