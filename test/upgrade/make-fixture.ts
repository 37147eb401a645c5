// Writes test/upgrade/fixture.json: the games of maker.ts, made and dumped by this
// build. Run it on a release's code (the commit it names), never on work in progress:
//   npx vitest run --config test/upgrade/vitest.config.ts --update
//   npx biome format --write test/upgrade/fixture.json
// and commit the fixture; test/worker/upgrade.test.ts plays its games on with every
// later build, until the next release makes it again.
import { expect, it } from 'vitest';
import type { Fixture } from './fixture.ts';
import { makeGames } from './maker.ts';

/** The release the games are made by: set it to the commit this runs on. */
const RELEASE = '6677caf';

it('makes and dumps the upgrade fixture', async () => {
  const fixture: Fixture = { release: RELEASE, games: await makeGames() };
  // Vitest's own way for a test in the Workers runtime to write a file of the repository.
  await expect(JSON.stringify(fixture, null, 2)).toMatchFileSnapshot('./fixture.json');
});
