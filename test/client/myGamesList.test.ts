// "My games" as src/client/myGamesList.ts keeps and words it.
import { describe, expect, it } from 'vitest';
import type { GameStatus } from '../../src/views.ts';
import {
  MAX_GAMES,
  type MyGame,
  awaitsMe,
  fillIn,
  gameAt,
  gameLabel,
  gamesOf,
  nextCandidates,
  statusWords,
  withGame,
} from '../../src/client/myGamesList.ts';

const ID = 'A'.repeat(22);
const game = (url: string): MyGame => ({ url, id: ID, role: 'player', seen: 0, name: 'n', players: 'p' });
const WORDS: Record<string, string> = {
  ended: 'ended',
  'won-one': '{0} won',
  'won-many': '{0} won together',
  'no-winner': 'nobody won',
  'with-time': '{0} ({1} left)',
  'your-move': 'your move',
  'waiting-for': 'waiting for {0}',
  'in-play': 'in play',
  'and-2': '{0} and {1}',
};
const word = (name: string) => WORDS[name] ?? '';
const status = (s: Partial<GameStatus>): GameStatus => ({
  version: 1,
  phase: 'placement',
  waitingFor: [],
  over: false,
  winners: [],
  ...s,
});

describe('my games', () => {
  it('keeps only this server’s game links, whatever the storage holds', () => {
    const kept = [game(`/g/${ID}/p/1/abc`), game(`/g/${ID}/watch`), game('https://elsewhere/x'), null, 3];
    expect(gamesOf(JSON.stringify(kept)).map((g) => g.url)).toEqual([`/g/${ID}/p/1/abc`, `/g/${ID}/watch`]);
    expect(gamesOf('{broken')).toEqual([]);
    expect(gamesOf('{"url":1}')).toEqual([]);
  });

  it('keeps a game’s title when it is text; an entry kept before titles has none', () => {
    const url = `/g/${ID}/p/1/abc`;
    const stored = [
      { ...game(url), title: 'Friday Ys' },
      { ...game(`/g/${ID}/watch`), title: { evil: 1 } },
      game(`/g/${ID}/host/k`),
    ];
    expect(gamesOf(JSON.stringify(stored)).map((g) => g.title)).toEqual(['Friday Ys', undefined, undefined]);
    expect('title' in gamesOf(JSON.stringify(stored))[1]!).toBe(false);
  });

  it('labels an entry by the game’s title, then who opened it, then its players', () => {
    const words = (name: string) => ({ host: 'Host', spectator: 'Spectator' })[name] ?? '';
    const g: MyGame = { ...game(`/g/${ID}/p/1/abc`), name: 'Ana', players: 'Ana, Bo' };
    expect(gameLabel(words, g)).toBe('Ana — Ana, Bo');
    expect(gameLabel(words, { ...g, title: 'Friday Ys' })).toBe('Friday Ys — Ana — Ana, Bo');
    expect(gameLabel(words, { ...g, role: 'host', title: 'Friday Ys' })).toBe('Friday Ys — Host — Ana, Bo');
    expect(gameLabel(words, { ...g, role: 'spectator' })).toBe('Spectator — Ana, Bo');
  });

  it('reads a link’s role', () => {
    expect(gameAt(`/g/${ID}/p/3/x-y`)).toEqual({ id: ID, role: 'player' });
    expect(gameAt(`/g/${ID}/host/k`)).toEqual({ id: ID, role: 'host' });
    expect(gameAt(`/g/${ID}/watch`)).toEqual({ id: ID, role: 'spectator' });
    expect(gameAt(`/g/${ID}/p/4/x`)).toBeNull();
  });

  it('puts the game opened at the top, once, and keeps at most 30', () => {
    const list = Array.from({ length: MAX_GAMES }, (_, i) => game(`/g/${ID}/p/0/${i}`));
    const again = withGame(list, game(`/g/${ID}/p/0/5`));
    expect(again.length).toBe(MAX_GAMES);
    expect(again[0]!.url).toBe(`/g/${ID}/p/0/5`);
    expect(withGame(list, game(`/g/${ID}/watch`)).map((g) => g.url)).not.toContain(`/g/${ID}/p/0/29`);
  });

  it('says how a game stands in the page’s words, a typed "{1}" left as typed', () => {
    expect(fillIn('{0} and {1}', ['{1}', 'B'])).toBe('{1} and B');
    expect(statusWords(word, status({ ended: true, over: true }))).toBe('ended');
    expect(statusWords(word, status({ over: true, winners: ['Ann', 'Bo'] }))).toBe('Ann and Bo won together');
    expect(statusWords(word, status({ over: true }))).toBe('nobody won');
    expect(statusWords(word, status({ yourMove: true, left: '2 h' }))).toBe('your move (2 h left)');
    expect(statusWords(word, status({ waitingFor: ['Cy'] }))).toBe('waiting for Cy');
    expect(statusWords(word, status({}))).toBe('in play');
    expect(awaitsMe(status({ yourMove: true }))).toBe(true);
    expect(awaitsMe(status({ yourMove: true, over: true }))).toBe(false);
  });

  it("offers after a decision another game's seat only: never the same game's, nor a host's or watcher's", () => {
    const game = (id: string, path: string, role: MyGame['role'] = 'player'): MyGame => ({
      url: `/g/${id}/${path}`,
      id,
      role,
      seen: 0,
      name: 'Ana',
      players: 'Ana, Bo',
    });
    const here = 'A'.repeat(22);
    const there = 'B'.repeat(22);
    const list = [
      game(here, 'p/1/sig1'),
      game(here, 'host/h', 'host'),
      game(there, 'watch', 'spectator'),
      game(there, 'p/0/sig2'),
      game(here, 'p/0/sig0'),
    ];
    expect(nextCandidates(list, `/g/${here}/p/0/sig0`).map((g) => g.url)).toEqual([`/g/${there}/p/0/sig2`]);
  });
});
