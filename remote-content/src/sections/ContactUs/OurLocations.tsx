import type { LocationGroup } from '@tekvana/shared';
import { Icon } from '../../components/Icon/Icon';

/** "Our Locations": offices grouped by country, one address card each. */
export function OurLocations({ locations, headingId }: { locations: LocationGroup[]; headingId: string }) {
  return (
    <div className="tk-locations">
      <h2 className="tk-section__heading h3" id={headingId}>
        Our Locations
      </h2>
      {locations.map((group) => (
        <div className="tk-locations__country" key={group.country}>
          <h3 className="tk-locations__country-name">{group.country}</h3>
          <ul className="list-unstyled tk-locations__list">
            {group.addresses.map((office) => (
              <li className="tk-address" key={`${office.city}-${office.address}`}>
                <Icon name="geo-alt" className="tk-address__icon" />
                <div>
                  <h4 className="tk-address__city">
                    {office.city}
                    {office.headOffice && <span className="badge tk-address__badge">Head office</span>}
                  </h4>
                  <p className="tk-address__text">{office.address}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
