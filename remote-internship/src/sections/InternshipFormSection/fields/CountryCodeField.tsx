import { INTERNSHIP_COUNTRY_CODE } from '../form/internshipFields';

/** Shown for reference only: the form is for numbers with India's country code (decision 017). */
export function CountryCodeField() {
  const id = 'internship-countryCode';
  return (
    <div className="col-5 col-sm-4 col-md-2">
      <label htmlFor={id} className="form-label">
        Country code
      </label>
      <input id={id} name="countryCode" className="form-control" value={INTERNSHIP_COUNTRY_CODE} disabled />
    </div>
  );
}
