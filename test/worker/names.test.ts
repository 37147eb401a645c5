// Players' names through both ways in: the JSON API and the home
// page's form refuse with the same sentence, naming the player, and keep names NFC.
import { describe, expect, it } from 'vitest';
import { createViaApi, fetchWorker, getView } from './helpers.ts';

const postGame = (players: { name: string }[]) =>
  fetchWorker('/api/games', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ players }),
  });

describe('names at creation', () => {
  it('the JSON API refuses a reserved word, an invisible character and a look-alike, naming the player', async () => {
    const cases: [string[], string][] = [
      [['Ana', 'Neutral'], "players.1.name: Player 2's name “Neutral” is a word the game uses for the neutral player"],
      [['Ana', 'Bo', 'B\u200Bo'], "players.2.name: Player 3's name has an invisible character (U+200B)"],
      [['Ana', 'Bo', 'Аna'], "players.2.name: Player 3's name “Аna” looks too much like Player 1's (“Ana”)"],
      [['\u202Eana', 'Bo'], "players.0.name: Player 1's name has a direction mark (U+202E)"],
    ];
    for (const [names, start] of cases) {
      const res = await postGame(names.map((name) => ({ name })));
      expect(res.status, names.join('/')).toBe(400);
      const body = (await res.json()) as { ok: boolean; error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid');
      expect(body.error.message, names.join('/')).toContain(start);
    }
  });

  it('the JSON API keeps a name NFC and trimmed, as every page shows it', async () => {
    const created = await createViaApi({ players: [{ name: ' Zoe\u0308 ' }, { name: '李雷' }], seed: 'names' });
    expect(created.seats.map((s) => s.name)).toEqual(['Zoë', '李雷']);
    expect((await getView(created.seats[0]!.url)).players.map((p) => p.name)).toEqual(['Zoë', '李雷']);
  });

  it('the form refuses with the same sentence, naming the field the name was typed in', async () => {
    const body = new URLSearchParams([
      ['name', 'Ana'],
      ['name', ''],
      ['name', 'you'],
      ['moveSeconds', '0'],
    ]);
    const res = await fetchWorker('/games', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(
      'Player 3&#39;s name “you” is a word the game uses for the person reading the page',
    );
  });
});
