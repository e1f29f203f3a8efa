import { QueryClient } from '@tanstack/react-query';
import { installTestDeployConfig } from '../testing/deployConfig';
import { IN, US } from '../testing/fixtures';
import { countryStatesQuery } from './careersQueries';

beforeEach(() => installTestDeployConfig());

describe('countryStatesQuery', () => {
  it("holds the states of one country only, each country's under a key of its own", async () => {
    const client = new QueryClient();
    const names = async (country: string) =>
      (await client.fetchQuery(countryStatesQuery(country))).map((state) => state.STATE_NAME);
    expect(await names(US)).toEqual(['Texas', 'Kansas']);
    expect(await names(IN)).toEqual(['Maharashtra']);
    expect(client.getQueryData(['states'])).toBeUndefined();
  });
});
