import type { LocationGroup } from '@tekvana/shared';

/** Our offices (decision 009: two in the USA, four in India, Gondia the head office), shown on contact-us and locations. */
export const offices: LocationGroup[] = [
  {
    country: 'USA',
    addresses: [
      { city: 'Kansas', address: '4520 College Boulevard, Suite 310, Overland Park, KS 66211' },
      { city: 'North Carolina', address: '2800 Meridian Parkway, Suite 140, Durham, NC 27713' },
    ],
  },
  {
    country: 'India',
    addresses: [
      { city: 'Gondia', address: '2nd Floor, Riddhi Complex, Civil Lines, Gondia, Maharashtra 441601', headOffice: true },
      { city: 'Pune', address: 'Office 604, Tower B, Baner Business Bay, Baner Road, Pune, Maharashtra 411045' },
      { city: 'Noida', address: 'Plot 14, Sector 62, Noida, Uttar Pradesh 201309' },
      { city: 'Dehradun', address: '3rd Floor, Doon Tech Park, Rajpur Road, Dehradun, Uttarakhand 248001' },
    ],
  },
];
