// A game's title, through both ways in: the JSON API and the home page's form keep it
// normalised, or refuse it with the sentence of the rule it breaks (checked as names are,
// at most 40 characters); every page of the game puts it in its <title> and names itself
// with it for this browser's My games; every notice names the game by it.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import type { Message } from '../../src/room/contacts.ts';
import type { RoomCore } from '../../src/room/core.ts';
import type { Sender } from '../../src/room/sending.ts';
import { chatMessage, episodes, type Moment } from '../../src/room/waiting.ts';
import { SetupSchema, createGame, viewFor } from '../../src/engine/index.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import type { RoomView } from '../../templates/theme.ts';
import { ORIGIN, fetchWorker, pathOf, stubOf, type Created } from './helpers.ts';

const PLAYERS = [{ name: 'Ana' }, { name: 'Bo' }];
const HOOK = 'http://127.0.0.1:9/title-hook';
const EN = dictOf('en');

/** A state of a new two-player game, for the messages made from a view. */
function stateOf() {
  const made = createGame(SetupSchema.parse({ players: PLAYERS }), 'title');
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.state;
}

const postJson = (body: unknown) =>
  fetchWorker('/api/games', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });

const postForm = (title: string) =>
  fetchWorker('/games', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([
      ['title', title],
      ['name', 'Ana'],
      ['name', 'Bo'],
      ['moveSeconds', '0'],
    ]),
  });

const pageOf = async (path: string) => {
  const res = await fetchWorker(path, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
};

/** What the game's alarm would send now: the webhook's message and each seat's own, by seat (null: the webhook). */
async function noticesNow(id: string): Promise<Map<number | null, Message>> {
  return runInDurableObject(stubOf(id), async (room: GameRoom) => {
    const inside = room as unknown as { sender: Sender; core: RoomCore };
    const game = inside.core.current();
    const due: Moment[] = episodes(game).map((e) => ({ at: 0, kind: 'notice', e }));
    const sends = await inside.sender.notices(game.creation, due);
    return new Map(sends.map((s) => [s.seat, s.message]));
  });
}

/** A browser's subscription: the messages are only made here, never sent (a port nothing listens on). */
const subscription = {
  endpoint: 'http://127.0.0.1:9/title-push',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

describe("a game's title", () => {
  it('the JSON API keeps it normalised; the views, the page titles and My games name the game by it', async () => {
    // Spaces of every kind made one, none at the ends; an accent typed apart made one character (NFC).
    const res = await postJson({ title: '  Friday\u00a0 Ze\u0301 ', players: PLAYERS });
    expect(res.status, await res.clone().text()).toBe(201);
    const game = (await res.json()) as Created;

    const view = (await (
      await fetchWorker(pathOf(game.seats[0]!.url), { headers: { Accept: 'application/json' } })
    ).json()) as RoomView;
    expect(view.title).toBe('Friday Zé');

    const seat = await pageOf(pathOf(game.seats[0]!.url));
    expect(seat).toContain('<title>Friday Zé — Ys — Ana</title>');
    expect(seat).toContain('data-mygame-title="Friday Zé"');
    const watch = await pageOf(pathOf(game.spectatorUrl));
    expect(watch).toContain('<title>Friday Zé — Ys — spectator</title>');
    const host = await pageOf(pathOf(game.hostUrl));
    expect(host).toContain('<title>Friday Zé — Ys — host</title>');
    expect(host).toContain('data-mygame-title="Friday Zé"');
  });

  it('every notice names the game by its title: the webhook, a seat’s push, its chat notice', async () => {
    // Made by its object as create.ts makes it, with a VAPID pair of its own, so that a seat can subscribe.
    const id = newGameId();
    const made = await stubOf(id).create({
      gameId: id,
      setup: SetupSchema.parse({ players: PLAYERS }),
      devSecret: false,
      origin: ORIGIN,
      localVapid: true,
      notify: { webhook: HOOK, origin: ORIGIN },
      title: 'Friday Ys',
    });
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    const sub = await fetchWorker(`${made.links.seats[0]!.path}/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(subscription),
    });
    expect(sub.status).toBe(200);
    const sent = await noticesNow(id);
    expect(sent.get(null)?.body).toMatch(/^Friday Ys: Waiting for Ana and Bo/);
    expect(sent.get(null)?.title).toBe('Friday Ys');
    expect(sent.get(0)?.title).toBe('Your move in Friday Ys');
    expect(chatMessage(EN, { ...viewFor(stateOf(), 0), title: 'Friday Ys' }, 2, 2, ORIGIN).title).toBe(
      '2 new messages in Friday Ys',
    );
  });

  it('a game without one is named by its players, as before', async () => {
    const game = (await (await postJson({ players: PLAYERS, options: { webhook: HOOK } })).json()) as Created;
    expect(await pageOf(pathOf(game.seats[1]!.url))).toContain('<title>Ys — Bo</title>');
    expect(await pageOf(pathOf(game.seats[1]!.url))).not.toContain('data-mygame-title');
    const sent = await noticesNow(game.id);
    expect(sent.get(null)?.body).toMatch(/^Ys: Waiting for Ana and Bo/);
    expect(sent.get(null)?.title).toBe('Ys with Ana and Bo');
    // A blank title is none.
    const blank = await postJson({ title: '   ', players: PLAYERS });
    expect(blank.status).toBe(201);
    const view = (await (
      await fetchWorker(pathOf(((await blank.json()) as Created).spectatorUrl), {
        headers: { Accept: 'application/json' },
      })
    ).json()) as RoomView;
    expect('title' in view).toBe(false);
  });

  it('the JSON API refuses a title too long, or with what a name may not hold, saying the rule', async () => {
    const cases: [unknown, string, string][] = [
      ['Y'.repeat(41), 'invalid', 'Bad new game: title: The title has 41 characters, more than 40.'],
      ['Friday\u200BYs', 'invalid', 'Bad new game: title: The title has an invisible character (U+200B)'],
      ['Friday\u202EYs', 'invalid', 'Bad new game: title: The title has a direction mark (U+202E)'],
      ['Ys\nFriday', 'invalid', 'Bad new game: title: The title has a control character or line break (U+000A)'],
      ['!!! ???', 'invalid', 'Bad new game: title: The title has no letter or digit.'],
      ['Y'.repeat(5000), 'invalid', 'Bad new game: title: The title has 5000 characters, more than 40.'],
      [42, 'invalid', 'title'],
    ];
    for (const [title, code, start] of cases) {
      const res = await postJson({ title, players: PLAYERS });
      expect(res.status, String(title)).toBe(400);
      const body = (await res.json()) as { ok: boolean; error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message, String(title)).toContain(start);
    }
    // Forty characters, an accent on one and commas, colons and brackets are fine: a title is in no list of names.
    const fine = await postJson({ title: `${'Y'.repeat(31)}: (club)e\u0301`, players: PLAYERS });
    expect(fine.status, await fine.clone().text()).toBe(201);
  });

  it('the form keeps it, or refuses it with the same sentence on the home page', async () => {
    const made = await postForm('Club: Friday (Ys)');
    expect(made.status).toBe(303);
    const host = await pageOf(made.headers.get('Location')!);
    expect(host).toContain('<title>Club: Friday (Ys) — Ys — host</title>');

    const long = await postForm('Y'.repeat(41));
    expect(long.status).toBe(400);
    const page = await long.text();
    expect(page).toContain('The title has 41 characters, more than 40.');
    expect(page).toContain('id="title"');
    const hidden = await postForm('Friday\u200BYs');
    expect(hidden.status).toBe(400);
    expect(await hidden.text()).toContain('The title has an invisible character (U+200B)');
  });

  it('the home page offers the field, with its limit said', async () => {
    const home = await pageOf('/');
    expect(home).toMatch(/<label for="title">Title of the game \(optional\)<\/label>/);
    expect(home).toContain('Up to 40 characters');
    expect(home).toContain('id="my-games-undo"');
  });
});
