import { FIRST_SCREEN_DATA_ID } from '@mithaq/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesApi } from '../features/matches/api/matches-api';
import { aDashboard, ME } from '../features/matches/testing/match-fixtures';
import { FIRST_DASHBOARD_SORT } from '../features/matches/lib/first-data';
import { sessionApi } from '../lib/session';
import { createAppStore } from '../lib/store';
import { mockFetch } from '../testing/fetch-mock';
import { cacheEntriesOf, readFirstScreenData, startWith } from './first-screen-data';

const block = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ID;
  element.textContent = text;
  document.body.append(element);
};

describe("the answers a member's drawn page carries", () => {
  afterEach(() => {
    document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  });

  it('are read from the JSON block, keeping only well-formed entries', () => {
    block(
      JSON.stringify([
        { endpointName: 'getCurrentUser', value: ME },
        { endpointName: 42, value: 'not an entry' },
        { value: 'no endpoint' },
      ]),
    );
    expect(readFirstScreenData()).toEqual([{ endpointName: 'getCurrentUser', value: ME }]);
  });

  it('are none without a block, or with one that is not JSON', () => {
    expect(readFirstScreenData()).toEqual([]);
    block('{"endpointName": ');
    expect(readFirstScreenData()).toEqual([]);
  });

  it("wait for their page's code when their endpoint is not loaded yet", () => {
    const store = createAppStore();
    const later = { endpointName: 'getAPageNotLoadedYet', value: { some: 'answer' } };
    const rest = startWith(store.dispatch, [{ endpointName: 'getCurrentUser', value: ME }, later]);
    expect(rest).toEqual([later]);
    expect(cacheEntriesOf(store.getState()).map((entry) => entry.endpointName)).toEqual([
      'getCurrentUser',
    ]);
  });

  it('go from one store to the next, where they are answers the app need not ask again', async () => {
    const { calls } = mockFetch({});
    const server = createAppStore();
    startWith(server.dispatch, [
      { endpointName: 'getCurrentUser', value: ME },
      { endpointName: 'getMatchDashboard', arg: FIRST_DASHBOARD_SORT, value: aDashboard() },
    ]);
    const entries = cacheEntriesOf(server.getState());
    expect(entries).toHaveLength(2);

    const browser = createAppStore();
    startWith(browser.dispatch, JSON.parse(JSON.stringify(entries)) as typeof entries);
    const user = await browser.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    const dashboard = await browser.dispatch(
      matchesApi.endpoints.getMatchDashboard.initiate(FIRST_DASHBOARD_SORT),
    );
    expect(user.data).toEqual(ME);
    expect(dashboard.data).toEqual(aDashboard());
    expect(calls).toHaveLength(0);
  });
});
