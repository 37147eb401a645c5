// Bad input never breaks a game: the body readers in src/http/respond.ts
// answer every malformed body 400 with a message, and a bounded fuzz sends thousands of
// generated bodies to every route, expecting no 500 and the game exactly as it was.
import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../../src/engine/index.ts';
import { MAX_JSON_DEPTH } from '../../src/http/respond.ts';
import { NAMES, createViaApi, fetchWorker, getView, pathOf, postAction, type Created } from './helpers.ts';
import { scaled } from '../support/scale.ts';

const four = { players: NAMES.map((name) => ({ name })), seed: 'fuzz' };
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

type Answer = { status: number; text: string; type: string };

async function send(
  path: string,
  body: BodyInit | null,
  contentType: string | null,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetchWorker(path, {
    method: body === null ? 'GET' : 'POST',
    headers: { ...(contentType === null ? {} : { 'Content-Type': contentType }), ...headers },
    ...(body === null ? {} : { body }),
  });
  return { status: res.status, text: await res.text(), type: res.headers.get('Content-Type') ?? '' };
}

/**
 * What the body readers say (respond.ts), whichever way the answer carries it; the new-game routes refuse the wrong
 * type before reading.
 */
const READER_SAYS = new RegExp(
  [
    /malformed|UTF-8|not valid Unicode|nests deeper|too large|more than \d+ fields/.source,
    /Send a form|takes JSON|not valid JSON|Send the new-game form/.source,
  ].join('|'),
);
const isFormType = (type: string | null) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type ?? '');
/** The JSON API's new game is JSON only: any other type is 415 before the body is read. */
const refusedByType = (path: string, type: string | null) =>
  path === '/api/games' && (type ?? '').split(';')[0]!.trim().toLowerCase() !== JSON_TYPE;

/**
 * A refusal that says why: JSON with an error message, or a page. An htmx form post of
 * an action is the exception: it is answered 200 with the page's fragments, the
 * refusal shown next to the decision (htmx swaps only 2xx answers).
 */
function expectClearRefusal(answer: Answer, label: string, htmxAction = false, status = 400): void {
  if (htmxAction) {
    expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(200);
    expect(answer.text, label).toMatch(READER_SAYS);
    return;
  }
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(status);
  if (answer.type.startsWith(JSON_TYPE)) {
    const body = JSON.parse(answer.text) as { ok: boolean; error: { message: string } };
    expect(body.ok, label).toBe(false);
    expect(body.error.message.length, label).toBeGreaterThan(10);
  } else expect(answer.text, label).toContain('<!doctype html>');
}

const multipart = (boundary: string, fields: [string, string][]) => {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
};

const bytes = (...parts: (string | number[])[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : new Uint8Array(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

async function gameAtVersionOne(): Promise<Created> {
  const game = await createViaApi(four);
  // Seat 0 has bid, so no action of seat 0 is legal until the others have: anything posted as seat 0 must change
  // nothing.
  expect((await postAction(game.seats[0]!.url, { type: 'bid', brokers: [1, 3] }, 0)).status).toBe(200);
  return game;
}

/** The game as every link sees it, and the admin check: what "nothing changed" compares. */
async function snapshot(game: Created) {
  const host = await send(pathOf(game.hostUrl), null, null, { Accept: JSON_TYPE });
  expect(host.status).toBe(200);
  const check = await send(`${pathOf(game.hostUrl)}/check`, null, null);
  expect(check.status, check.text).toBe(200);
  const pages = await Promise.all(
    [game.hostUrl, game.spectatorUrl, ...game.seats.map((s) => s.url)].map((u) => send(pathOf(u), null, null)),
  );
  expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
  return {
    host: host.text,
    views: await Promise.all(
      [game.spectatorUrl, ...game.seats.map((s) => s.url)].map(async (u) => JSON.stringify(await getView(u))),
    ),
  };
}

describe('malformed bodies answer 400 with a clear message and change nothing', () => {
  it('deep nesting, bad UTF-8, lone surrogates, huge numbers, malformed forms', async () => {
    const game = await gameAtVersionOne();
    const before = await snapshot(game);
    const actions = `${pathOf(game.seats[1]!.url)}/actions`;
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const bid = '{"type":"bid","brokers":[0,1]}';
    const cases: [string, string, BodyInit, string | null][] = [
      ['action nested 5,000 deep', actions, `{"action":${deep(5000)},"version":1}`, JSON_TYPE],
      [
        'objects nested 5,000 deep',
        actions,
        `{"action":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"version":1}`,
        JSON_TYPE,
      ],
      ['one level too deep', actions, `{"action":${deep(MAX_JSON_DEPTH)},"version":1}`, JSON_TYPE],
      ['unbalanced deep', actions, '['.repeat(20_000), JSON_TYPE],
      ['new game nested deep', '/api/games', `{"players":${deep(5000)}}`, JSON_TYPE],
      ['bad UTF-8 in a key', actions, bytes('{"action":', bid, ',"version":1,"', [0xff, 0xfe], '":1}'), JSON_TYPE],
      [
        'an encoded surrogate (CESU)',
        '/api/games',
        bytes('{"players":[{"name":"', [0xed, 0xa0, 0x80], '"},{"name":"B"}]}'),
        JSON_TYPE,
      ],
      [
        'an overlong encoding',
        '/api/games',
        bytes('{"players":[{"name":"', [0xc0, 0xaf], '"},{"name":"B"}]}'),
        JSON_TYPE,
      ],
      ['a lone surrogate in a name', '/api/games', '{"players":[{"name":"\\ud800"},{"name":"B"}]}', JSON_TYPE],
      ['a lone low surrogate in a key', actions, `{"action":${bid},"version":1,"\\udc00":1}`, JSON_TYPE],
      [
        'a surrogate pair split the wrong way round',
        '/api/games',
        '{"players":[{"name":"\\ude00\\ud83d"},{"name":"B"}]}',
        JSON_TYPE,
      ],
      ['a number too large to be one', actions, `{"action":${bid},"version":1e400}`, JSON_TYPE],
      ['a form to the JSON API', '/api/games', 'players=Ana', FORM_TYPE],
      ['multipart without a boundary', actions, 'garbage', 'multipart/form-data'],
      ['multipart not matching its boundary', actions, 'garbage', 'multipart/form-data; boundary=xyz'],
      [
        'multipart cut short',
        actions,
        multipart('b', [
          ['type', 'bid'],
          ['brokers', '0,1'],
        ]).slice(0, 60),
        'multipart/form-data; boundary=b',
      ],
      ['a new game as malformed multipart', '/games', 'garbage', 'multipart/form-data; boundary=xyz'],
      ['a new game with bad UTF-8', '/games', bytes('p1=', [0xff], '&p2=B'), FORM_TYPE],
      ['a new game with a bad escape', '/games', 'p1=%ff&p2=B', FORM_TYPE],
      ['a form with an encoded surrogate', actions, 'type=bid&brokers=0,1&x=%ED%A0%80', FORM_TYPE],
      ['a form with a stray %', actions, 'type=bid&brokers=0%,1', FORM_TYPE],
      ['a form with too many fields', actions, 'x=1&'.repeat(300), FORM_TYPE],
      ['a host control, malformed', `${pathOf(game.hostUrl)}/link`, 'garbage', 'multipart/form-data; boundary=xyz'],
      ['a host control nested deep', `${pathOf(game.hostUrl)}/end`, deep(5000), JSON_TYPE],
      [
        'a host control with a lone surrogate',
        `${pathOf(game.hostUrl)}/webhook`,
        '{"webhook":"https://example.com/\\ud800"}',
        JSON_TYPE,
      ],
      [
        'a host control in latin-1',
        `${pathOf(game.hostUrl)}/clock`,
        bytes('{"paused":true,"x":"', [0xe9], '"}'),
        'application/json; charset=latin1',
      ],
    ];
    for (const [label, path, body, type] of cases) {
      for (const headers of [{ Accept: JSON_TYPE }, {}, { 'HX-Request': 'true' }] as Record<string, string>[]) {
        const htmxAction = 'HX-Request' in headers && isFormType(type) && path.endsWith('/actions');
        const answer = await send(path, body, type, headers);
        expectClearRefusal(answer, label, htmxAction, refusedByType(path, type) ? 415 : 400);
        // Refused by the readers themselves, not later by a schema that happened to catch it.
        expect(answer.text, label).toMatch(READER_SAYS);
      }
    }
    expect(await snapshot(game)).toEqual(before);
  });

  it('the JSON API requires the version of the view an action was decided on', async () => {
    const game = await createViaApi(four);
    const answer = await send(
      `${pathOf(game.seats[0]!.url)}/actions`,
      '{"action":{"type":"bid","brokers":[1,3]}}',
      JSON_TYPE,
    );
    expectClearRefusal(answer, 'no version');
    expect(answer.text).toContain('version is required');
    expect((await getView(game.spectatorUrl)).version).toBe(0);
  });

  it('a well-formed body still plays: a name with an emoji, an action sent as multipart', async () => {
    const game = await createViaApi({ players: [{ name: 'Ana 🎲' }, { name: 'Bő' }], seed: 'fuzz-ok' });
    expect((await getView(game.seats[0]!.url)).players[0]!.name).toBe('Ana 🎲');
    const form = await send(
      `${pathOf(game.seats[0]!.url)}/actions`,
      multipart('b', [
        ['type', 'bid'],
        ['brokers', '1,3'],
        ['version', '0'],
      ]),
      'multipart/form-data; boundary=b',
    );
    expect(form.status, form.text.slice(0, 300)).toBe(303);
    expect((await getView(game.spectatorUrl)).version).toBe(1);
  });
});

// ---------------------------------------------------------------- the fuzz

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const int = (r: Random, n: number) => Math.floor(r() * n);

const KEYS = [
  'action',
  'version',
  'type',
  'brokers',
  'position',
  'placements',
  'value',
  'faceUp',
  'to',
  'neighborhood',
  'area',
  'row',
  'column',
  'gems',
  'gem',
  'as',
  'color',
  'columns',
  'step',
  'card',
  'players',
  'name',
  'options',
  'seed',
  'deal',
  'confirm',
  'paused',
  'webhook',
  'on',
  '__proto__',
  'constructor',
  'toString',
  '',
  ' ',
  '\\ud800',
  '\\u0000',
  '💥',
  'x'.repeat(200),
];
const TYPES = [
  'bid',
  'chooseOrder',
  'place',
  'takeGems',
  'chooseColor',
  'orderColumns',
  'moveQuotation',
  'playCard',
  'pass',
  'throne',
  'standIn',
  'fly',
  '',
];
const NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '3',
  '0.5',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '1E+2',
  '4294967296',
];
const STRINGS = [
  '""',
  '"bid"',
  '"\\ud800"',
  '"a\\udc00"',
  '"\\ud83d\\ude00"',
  '"\\u0000"',
  '"💥"',
  '"<script>alert(1)</script>"',
  '"\\"\\\\"',
  '"\u202e"',
  '"%ff"',
  '"0,1"',
  '"n1-port"',
  '"https://example.com/"',
  `"${'y'.repeat(3000)}"`,
];

/** Random JSON text (not a value: the text can say what a value cannot, such as 1e400 or "\ud800"). */
function jsonText(r: Random, depth = 0): string {
  const roll = r();
  if (depth > 4 || roll < 0.3) return pick(r, [...NUMBERS, ...STRINGS, 'true', 'false', 'null']);
  if (roll < 0.5) return `[${Array.from({ length: int(r, 5) }, () => jsonText(r, depth + 1)).join(',')}]`;
  const keys = Array.from({ length: int(r, 5) }, () => pick(r, KEYS));
  return `{${keys.map((k) => `"${k}":${jsonText(r, depth + 1)}`).join(',')}}`;
}

/** Legal in shape, so the rules see them (and refuse them: the fuzzed seat has no decision to make). */
const WELL_SHAPED = [
  '{"type":"bid","brokers":[0,1]}',
  '{"type":"chooseOrder","position":1}',
  '{"type":"pass"}',
  '{"type":"throne","value":2}',
  '{"type":"takeGems","gems":[{"gem":"red"}]}',
  '{"type":"moveQuotation","gem":"red","step":1}',
  '{"type":"chooseColor","color":"blue"}',
];

/** JSON shaped like an action, to reach the schemas and the object behind them. */
function actionText(r: Random): string {
  if (r() < 0.2) return `{"action":${pick(r, WELL_SHAPED)},"version":${pick(r, ['0', '1', '1', '2'])}}`;
  const fields = Array.from({ length: int(r, 4) }, () => `"${pick(r, KEYS)}":${jsonText(r, 2)}`);
  const action = `{"type":"${pick(r, TYPES)}"${fields.map((f) => `,${f}`).join('')}}`;
  const version = r() < 0.8 ? `,"version":${pick(r, NUMBERS)}` : '';
  return `{"action":${r() < 0.9 ? action : jsonText(r)}${version}}`;
}

/** Nesting around the limit and far past it; `malformed` unless it is valid JSON within the limit. */
function deepText(r: Random): { text: string; malformed: boolean } {
  const n = pick(r, [MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 100, 1000, 5000]);
  const open = pick(r, ['[', '{"a":', '{"action":']);
  const close = open === '[' ? ']' : '}';
  const closed = r() < 0.8;
  const inner = `${open.repeat(n)}${open === '[' ? '' : '1'}${closed ? close.repeat(n) : ''}`;
  const wrapped = r() < 0.5;
  return {
    text: wrapped ? `{"action":${inner},"version":1}` : inner,
    malformed: !closed || n + (wrapped ? 1 : 0) > MAX_JSON_DEPTH,
  };
}

const BAD_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xe2, 0x82],
  [0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

function badUtf8(r: Random, text: string): Uint8Array {
  const at = int(r, text.length + 1);
  return bytes(text.slice(0, at), pick(r, BAD_UTF8), text.slice(at));
}

const FORM_NAMES = [
  'type',
  'version',
  'brokers',
  'position',
  'p1Value',
  'p1Spot',
  'p1Face',
  'gem',
  'color',
  'card',
  'p1',
  'p2',
  'p3',
  'p4',
  'kingsFavor',
  'express',
  'webhook',
  'moveSeconds',
  'confirm',
  'paused',
  'on',
  'x[]',
  '__proto__',
];
const BAD_ESCAPES = ['%', '%z', '%zz', '%ff', '%ED%A0%80', '%C0%AF', '%E2%82', '%F4%90%80%80'];

/** A form that cannot be read: each has at least one escape that is not UTF-8 or not an escape at all. */
function badUrlEncoded(r: Random): string {
  const pairs = Array.from(
    { length: 1 + int(r, 6) },
    () => `${pick(r, FORM_NAMES)}=${encodeURIComponent(pick(r, ['bid', '0,1', '1', 'n1-port', '']))}`,
  );
  pairs.splice(int(r, pairs.length + 1), 0, `${pick(r, FORM_NAMES)}=${pick(r, ['', 'a'])}${pick(r, BAD_ESCAPES)}`);
  return pairs.join('&');
}

/** A form the reader can read (the rules or the form's schema refuse it). */
function urlEncoded(r: Random): string {
  const values = [
    'bid',
    '0,1',
    '1,3',
    '0',
    '1',
    '99',
    '-1',
    'n1-port',
    'r1-red',
    'up',
    'yes',
    '',
    '+',
    '%2B',
    '%F0%9F%92%A5',
    'x'.repeat(300),
  ];
  return (
    Array.from({ length: int(r, 12) }, () => `${pick(r, FORM_NAMES)}=${pick(r, values)}`).join('&') +
    (r() < 0.1 ? '&x=1'.repeat(250) : '')
  );
}

/** Multipart bodies that are not: no boundary, the wrong one, cut short, headers missing. */
function badMultipart(r: Random): { body: BodyInit; type: string } {
  const good = multipart('b', [
    ['type', 'bid'],
    ['brokers', '0,1'],
    ['version', '1'],
  ]);
  return pick(r, [
    { body: good, type: 'multipart/form-data' },
    { body: good, type: 'multipart/form-data; boundary=' },
    { body: good, type: 'multipart/form-data; boundary=other' },
    { body: good.slice(0, int(r, good.length - 8)), type: 'multipart/form-data; boundary=b' },
    { body: good.replaceAll('Content-Disposition: form-data; ', ''), type: 'multipart/form-data; boundary=b' },
    { body: good.replaceAll('\r\n', '\n').slice(0, -4), type: 'multipart/form-data; boundary=b' },
    {
      body: bytes('--b\r\nContent-Disposition: form-data; name="type"\r\n\r\n', [0xff, 0xfe], '\r\n--b--\r\n'),
      type: 'multipart/form-data; boundary=b',
    },
    { body: jsonText(r), type: 'multipart/form-data; boundary="b"' },
  ]);
}

const ODD_TYPES = [
  JSON_TYPE,
  'application/json; charset=utf-8',
  'text/plain',
  FORM_TYPE,
  `${FORM_TYPE}; charset=latin1`,
  'multipart/form-data',
  'multipart/form-data; boundary=b',
  'MULTIPART/FORM-DATA; boundary="b"',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'x/y',
  ';;',
  null,
];

const shown = (body: BodyInit) =>
  (typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '?').slice(0, 200);

type Generated = { kind: string; body: BodyInit; type: string | null; malformed: boolean };

/**
 * One generated body. `malformed` ones can never be read as a request (the readers
 * refuse them), so they may go anywhere, even where a readable body would change the
 * game (a host control, a seat that may still bid); the others go only where no
 * readable body can change anything.
 */
function generate(r: Random): Generated {
  const roll = r();
  if (roll < 0.22) return { kind: 'json', body: jsonText(r), type: JSON_TYPE, malformed: false };
  if (roll < 0.4) return { kind: 'action', body: actionText(r), type: JSON_TYPE, malformed: false };
  if (roll < 0.5) {
    const deep = deepText(r);
    return { kind: 'deep', body: deep.text, type: JSON_TYPE, malformed: deep.malformed };
  }
  if (roll < 0.6)
    return {
      kind: 'bad-utf8',
      body: badUtf8(r, r() < 0.5 ? actionText(r) : urlEncoded(r)),
      type: pick(r, [JSON_TYPE, FORM_TYPE, 'text/plain']),
      malformed: true,
    };
  if (roll < 0.66)
    return {
      kind: 'lone-surrogate',
      body: `{"action":{"type":"bid","brokers":[0,1],"${pick(r, ['\\ud800', '\\udfff'])}":1},"version":1}`,
      type: JSON_TYPE,
      malformed: true,
    };
  if (roll < 0.74) return { kind: 'bad-urlencoded', body: badUrlEncoded(r), type: FORM_TYPE, malformed: true };
  if (roll < 0.82) return { kind: 'urlencoded', body: urlEncoded(r), type: FORM_TYPE, malformed: false };
  if (roll < 0.92) return { kind: 'bad-multipart', ...badMultipart(r), malformed: true };
  return {
    kind: 'odd-type',
    body: r() < 0.5 ? actionText(r) : urlEncoded(r),
    type: pick(r, ODD_TYPES),
    malformed: false,
  };
}

const QUERIES = [
  '',
  '?',
  '?step=',
  '?step=0',
  '?step=-1',
  '?step=1e9',
  '?step=99999',
  '?step=0x10',
  '?step=%',
  '?step=%ff',
  '?step=%ED%A0%80',
  '?step=1&step=2',
  '?step[]=1',
  '?%%%',
  '?=&=&',
  '?step=💥',
  `?step=${'9'.repeat(2000)}`,
  '?__proto__[x]=1',
  '?a=%00',
];
const ACCEPTS = [JSON_TYPE, 'text/html', '*/*', 'application/json;q=0', 'text/html, application/json;q=0.1', ''];

describe('fuzz: no request makes a 500, and nothing changes in the game', () => {
  it('thousands of generated bodies to every route, and GETs with odd query strings', { timeout: 60_000 }, async () => {
    const game = await gameAtVersionOne();
    const before = await snapshot(game);
    const host = pathOf(game.hostUrl);
    const seat0 = pathOf(game.seats[0]!.url);
    const seat1 = pathOf(game.seats[1]!.url);
    const watch = pathOf(game.spectatorUrl);
    // Where any body may go: none can change this game (seat 0 has bid; a new game is another game).
    const anyBody = ['/games', '/api/games', `${seat0}/actions`];
    // Where a readable body could change the game: only malformed ones.
    const malformedOnly = [
      `${seat1}/actions`,
      `${host}/link`,
      `${host}/seats/1/link`,
      `${host}/end`,
      `${host}/clock`,
      `${host}/webhook`,
      `${host}/seats/2/standin`,
      `${host}/rematch`,
      `${seat0}`,
      `${watch}/actions`,
      `${seat1}/chat`,
      `${seat1}/notes`,
      `${seat1}/standing`,
      `${host}/chat/1/hide`,
      `${host}/seats/1/mute`,
      `${host}/chat`,
      `${watch}/chat`,
    ];
    const ignoresBody = [`${host}/rematch`, seat0, `${watch}/actions`, `${host}/chat`, `${watch}/chat`];
    const gets = [
      seat0,
      `${seat0}/status`,
      `${seat0}/record`,
      `${seat0}/replay`,
      host,
      `${host}/status`,
      `${host}/check`,
      `${host}/record`,
      `${host}/replay`,
      `${host}/link`,
      `${seat0}/chat`,
      `${seat0}/notes`,
      `${seat0}/standing`,
      `${host}/chat/1/hide`,
      watch,
      `${watch}/status`,
      `${watch}/record`,
      `${watch}/replay`,
      '/',
      '/rules',
      `/g/%ff/p/0/${seat0.split('/').pop()}`,
      `/g/${game.id}/p/9/x`,
      `${seat0}%00`,
      `/g/%ED%A0%80/host/x`,
      `/g/${game.id}/host/${'%'.repeat(30)}`,
    ];

    const r = seededRandom('fuzz');
    const seen = new Map<string, number>();
    const failures: string[] = [];
    const started = Date.now();
    const BODIES = scaled(2500);
    for (let i = 0; i < BODIES; i++) {
      const g = generate(r);
      const path = g.malformed && r() < 0.5 ? pick(r, malformedOnly) : pick(r, anyBody);
      const headers: Record<string, string> = {};
      if (r() < 0.5) headers.Accept = pick(r, ACCEPTS);
      if (r() < 0.3) headers['HX-Request'] = 'true';
      const answer = await send(path, g.body, g.type, headers);
      const key = `${g.kind} → ${answer.status}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (answer.status >= 500)
        failures.push(`${answer.status} ${path} ${g.kind} ${g.type}: ${shown(g.body)} → ${answer.text.slice(0, 200)}`);
      // A malformed body is refused by the readers themselves, on every route that reads a body.
      else if (g.malformed && !ignoresBody.includes(path)) {
        const htmxAction = headers['HX-Request'] === 'true' && isFormType(g.type) && path.endsWith('/actions');
        const said = htmxAction
          ? answer.status === 200
          : refusedByType(path, g.type)
            ? answer.status === 415
            : answer.status === 400 || answer.status === 413;
        if (!said || !READER_SAYS.test(answer.text))
          failures.push(
            `${answer.status} (expected the readers' refusal) ${path} ${g.kind} ${g.type}: ` +
              `${shown(g.body)} → ${answer.text.slice(0, 200)}`,
          );
      }
    }
    for (let i = 0; i < scaled(500); i++) {
      const path = pick(r, gets) + pick(r, QUERIES);
      const answer = await send(path, null, null, r() < 0.5 ? { Accept: pick(r, ACCEPTS) } : {});
      seen.set(`GET → ${answer.status}`, (seen.get(`GET → ${answer.status}`) ?? 0) + 1);
      if (answer.status >= 500) failures.push(`${answer.status} GET ${path} → ${answer.text.slice(0, 200)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // The fuzz reached past the readers too: the schemas, the rules, and pages.
    const statuses = new Set([...seen.keys()].map((k) => k.split(' → ')[1]));
    for (const status of ['400', '404', '409', '422', '200'])
      expect(statuses, JSON.stringify([...seen])).toContain(status);
    expect(await snapshot(game)).toEqual(before);
    expect(Date.now() - started).toBeLessThan(50_000);
  });
});
