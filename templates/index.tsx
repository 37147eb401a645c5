// The pages and the live fragments. Every template renders a View (or plain links),
// never the state: what reaches a browser is what viewFor allowed, nothing more.
import type { Child } from 'hono/jsx';
import { COLOURS, type View } from '../src/engine/index.ts';
import { Board } from './board.tsx';
import { eventText } from './log.ts';
import { PromptPanel } from './prompt.tsx';
import { PHASE_NAMES, SEAT_NAMES, cardName, colourName, type Flash, type Links } from './theme.ts';

export type { Flash, Links } from './theme.ts';


function Shell({ title, children, ws }: { title: string; children: Child; ws?: string }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* htmx must not inject inline styles or evaluate code: the CSP forbids both anyway. */}
        <meta name="htmx-config" content='{"includeIndicatorStyles":false,"allowEval":false,"allowScriptTags":false}' />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
        <link rel="stylesheet" href="/app.css" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <script src="/vendor/htmx.min.js" defer></script>
        <script src="/app.js" defer></script>
      </head>
      <body data-ws={ws}>{children}</body>
    </html>
  );
}

const page = (node: Child) => `<!doctype html>${String(node)}`;

// ------------------------------------------------------------------ sections of a game page

function statusText(view: View): string {
  if (view.phase === 'over') return 'Game over';
  const waiting = view.waitingFor.map((s) => (s === view.seat ? 'you' : view.players[s]?.name ?? '')).filter(Boolean);
  const who = waiting.length ? ` · waiting for ${waiting.join(', ')}` : '';
  return `Turn ${view.turn} of 4 · ${PHASE_NAMES[view.phase]}${who}`;
}

function Gems({ gems }: { gems: View['players'][number]['gems'] }) {
  const kinds = [...COLOURS, 'black'] as const;
  const held = kinds.filter((k) => gems[k] > 0);
  if (!held.length) return <span class="muted">no gems</span>;
  return (
    <span class="gems">
      {held.map((k) => (
        <span class={`gem gem-${k}`} title={`${gems[k]} ${k}`}>
          <span class="sr">{`${gems[k]} ${k}`}</span>
          <span aria-hidden="true">{gems[k]}</span>
        </span>
      ))}
    </span>
  );
}

function Players({ view }: { view: View }) {
  return (
    <ul class="players">
      {view.players.map((p) => {
        const waiting = view.waitingFor.includes(p.seat);
        return (
          <li class={`player seat-${p.seat}${waiting ? ' waiting' : ''}`}>
            <div class="player-head">
              <span class="swatch" aria-hidden="true">{p.name[0]}</span>
              <strong>{p.name}</strong>
              {p.seat === view.seat ? <span class="you">(you)</span> : null}
              <span class="muted">{SEAT_NAMES[p.seat]}</span>
              {waiting ? <span class="badge">{p.hasActed ? 'done' : 'to play'}</span> : null}
            </div>
            <dl class="facts">
              <div><dt>VP</dt><dd>{p.vp}</dd></div>
              <div><dt>Order</dt><dd>{p.orderCard}</dd></div>
              <div><dt>Behind screen</dt><dd>{p.behindCount}</dd></div>
              <div><dt>Front</dt><dd>{p.front.length ? p.front.join(' · ') : '—'}</dd></div>
              {view.options.kingsFavor ? <div><dt>Throne</dt><dd>{p.throneCount}</dd></div> : null}
              <div class="wide"><dt>Gems</dt><dd><Gems gems={p.gems} /></dd></div>
              <div class="wide">
                <dt>Cards</dt>
                <dd>
                  {p.hand.length
                    ? p.hand.map((h, i) => (
                      <span class="card-chip">
                        {i ? ', ' : ''}{cardName(h.card)}{h.playableFromTurn > view.turn ? ` (from turn ${h.playableFromTurn})` : ''}
                      </span>
                    ))
                    : '—'}
                  {p.cardsPlayed ? <span class="muted">{` · ${p.cardsPlayed} played this turn`}</span> : null}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
      {view.neutral ? (
        <li class="player neutral">
          <div class="player-head"><span class="swatch" aria-hidden="true">N</span><strong>Neutral player</strong></div>
          <dl class="facts">
            <div><dt>VP</dt><dd>{view.neutral.vp}</dd></div>
            <div class="wide"><dt>Gems</dt><dd><Gems gems={view.neutral.gems} /></dd></div>
          </dl>
        </li>
      ) : null}
    </ul>
  );
}

/** The seat's own screen: what R13 keeps private to it. */
function Screen({ view }: { view: View }) {
  const me = view.seat === null ? undefined : view.players[view.seat];
  if (!me) return <p class="muted">Spectators see only what is public.</p>;
  const hidden = view.city.flatMap((n) => (['port', 'commerce', 'palace'] as const).flatMap((area) =>
    n.areas[area].filter((b) => b.owner === view.seat && !b.faceUp).map((b) => ({ where: `neighborhood ${n.neighborhood} ${area}`, value: b.value }))))
    .concat(view.market.cells.filter((c) => c.broker?.owner === view.seat && !c.broker.faceUp)
      .map((c) => ({ where: `market row ${c.row} ${c.column}`, value: c.broker!.value })));
  return (
    <div>
      <h2>Behind your screen</h2>
      <p class="brokers">
        {(me.behind ?? []).length ? (me.behind ?? []).map((v) => <span class="broker">{v}</span>) : <span class="muted">empty</span>}
      </p>
      {me.bid ? <p>Your bid, hidden until all are in: {me.bid.join(' + ')}</p> : null}
      {hidden.length ? (
        <div>
          <h3>Your face-down brokers</h3>
          <ul class="plain">
            {hidden.map((h) => <li>{h.where}: {h.value === null ? 'value hidden (R6.6)' : h.value}</li>)}
          </ul>
        </div>
      ) : null}
      {me.throne?.length ? <p>Your throne brokers: {me.throne.join(', ')}</p> : null}
      {view.options.kingsFavor ? <p class="muted">'2' brokers still beside the board: {me.twosLeft}</p> : null}
    </div>
  );
}

/** One line of the log, in words made from its event now (templates/log.ts). */
export function LogLine({ entry, names }: { entry: View['log'][number]; names: readonly string[] }) {
  return (
    <li class={entry.private ? 'private' : undefined}>
      <span class="turn">T{entry.turn}</span> {eventText(entry.event, names)}{entry.private ? <em class="muted"> (only you see this)</em> : null}
    </li>
  );
}

function Log({ view }: { view: View }) {
  const entries = [...view.log].reverse();
  const names = view.players.map((p) => p.name);
  return (
    <div>
      <h2>Log</h2>
      <ol class="log" reversed>
        {entries.map((e) => <LogLine entry={e} names={names} />)}
      </ol>
    </div>
  );
}

function Result({ view }: { view: View }) {
  const r = view.result;
  if (!r) return null;
  const winners = r.winners.map((w) => r.lines.find((l) => l.who === w)?.name ?? '').join(' and ');
  return (
    <div>
      <h2>Result</h2>
      <p class="winner">{r.winners.length > 1 ? `Shared win: ${winners}` : `${winners} wins`}</p>
      {r.neutralAhead ? <p class="muted">The neutral player, the city, scored more than you both: a benchmark, never a winner (R11.5).</p> : null}
      <div class="table-wrap">
        <table class="result">
          <caption class="sr">Final scoring, R8</caption>
          <thead>
            <tr>
              <th scope="col">Player</th><th scope="col">During play</th>
              {COLOURS.map((c) => <th scope="col"><span class={`dot dot-${c}`} aria-hidden="true"></span>{colourName(c)}</th>)}
              <th scope="col">Black</th>{view.options.kingsFavor ? <th scope="col">King's Favor</th> : null}
              <th scope="col">Total</th><th scope="col">Gems</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((l) => (
              <tr class={l.who !== 'neutral' && r.winners.includes(l.who) ? 'won' : undefined}>
                <th scope="row">{l.name}</th><td>{l.vpDuringPlay}</td>
                {COLOURS.map((c) => <td>{l.colours[c]}</td>)}
                <td>{l.black}</td>{view.options.kingsFavor ? <td>{l.kingsFavor}</td> : null}
                <td><strong>{l.total}</strong></td><td>{l.gems}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Whose move it is; its version orders the updates a page receives (public/app.js). */
function Status({ view, swap }: { view: View; swap?: string | undefined }) {
  return <p id="status" class="status" hx-swap-oob={swap} data-version={view.version} aria-live="polite">{statusText(view)}</p>;
}

/** A cheap stable hash: the page keeps a half-filled form when a push brings the same decision. */
function keyOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The parts of a game page that change, each with its id. On the page they stand in
 * place; pushed over the socket or answered to an htmx post, they swap out of band.
 */
function Sections({ view, links, flash, oob }: { view: View; links: Links; flash?: Flash | undefined; oob: boolean }) {
  const swap = oob ? 'true' : undefined;
  // Everything the panel shows but the version, which changes with every action. Never
  // the links: a hash of a link signature would differ between games where nothing else does.
  const promptKey = keyOf(JSON.stringify([view.prompt, view.spyFindings, view.effects.spy, view.phase, flash ?? null]));
  return (
    <>
      <Status view={view} swap={swap} />
      <section id="prompt" class="panel prompt" hx-swap-oob={swap} data-key={promptKey} aria-label="Your decision">
        <PromptPanel view={view} links={links} {...(flash ? { flash } : {})} />
      </section>
      <section id="result" class="panel" hx-swap-oob={swap} hidden={!view.result}><Result view={view} /></section>
      <section id="board" class="board" hx-swap-oob={swap} aria-label="The board"><Board view={view} /></section>
      <section id="players" class="panel" hx-swap-oob={swap} aria-label="Players"><h2>Players</h2><Players view={view} /></section>
      <section id="screen" class="panel" hx-swap-oob={swap} aria-label="Your screen"><Screen view={view} /></section>
      <section id="log" class="panel" hx-swap-oob={swap} aria-label="Log"><Log view={view} /></section>
    </>
  );
}

/** What one page receives after every accepted action: its own sections, swapped out of band. */
export function liveFragments(view: View, links: Links, flash?: Flash): string {
  return String(<Sections view={view} links={links} flash={flash} oob={true} />);
}

export function playerPage(view: View, links: Links, flash?: Flash): string {
  const me = view.seat === null ? null : view.players[view.seat];
  const title = me ? `Ys — ${me.name}` : 'Ys — spectator';
  return page(
    <Shell title={title} ws={links.ws}>
      <header class="top">
        <a class="brand" href="/">Ys</a>
        {me ? <span class={`swatch seat-${me.seat}`} aria-hidden="true">{me.name[0]}</span> : null}
        <span class="who">{me ? me.name : 'Spectator'}</span>
        <span id="live" class="live" role="status">connecting…</span>
      </header>
      {/* While a decision is on its way, its buttons are disabled: no double taps. */}
      <main class="game" hx-disabled-elt="find button"><Sections view={view} links={links} flash={flash} oob={false} /></main>
    </Shell>,
  );
}

// ------------------------------------------------------------------ home, host, errors

const OPTIONS: { name: string; label: string; help: string; players: string; checked?: boolean }[] = [
  { name: 'kingsFavor', label: "The King's Favor", help: 'After each counting everyone lays a front broker in the throne room; it scores at the end (R10).', players: '3 4' },
  { name: 'express', label: 'Ys Express', help: 'A shorter game: 9 brokers each, 3 placement rounds, no white ships (R12).', players: '3 4' },
  { name: 'threeNeighborhoods', label: 'Three neighborhoods', help: 'Play with 3 players on neighborhoods 1–3 only: a tighter city (R2.3).', players: '3' },
  { name: 'strongNeutral', label: 'Strong neutral', help: "The neutral player's brokers are 4, 3, 1, 0 instead of 4, 2, 1, 0 (R11.1).", players: '2' },
  { name: 'peekOwnHidden', label: 'See my own face-down brokers', help: 'Each player may look at their own face-down brokers on the board (R6.6).', players: '2 3 4', checked: true },
];

export function homePage(flash?: string): string {
  return page(
    <Shell title="Ys online">
      <main class="home">
        <h1>Ys online</h1>
        <p class="lead">
          The board game Ys (Cyril Demaegd, Ystari 2004) for 2 to 4 friends at a distance.
          Create a game, mail each friend their private link, and play at your own pace from any browser.
        </p>
        {flash ? <p class="flash" role="alert">{flash}</p> : null}
        <form method="post" action="/games" class="panel new-game">
          <fieldset>
            <legend>Players (2 to 4)</legend>
            {[1, 2, 3, 4].map((i) => (
              <p class="field">
                <label for={`name${i}`}>Player {i}{i > 2 ? ' (optional)' : ''}</label>
                <input id={`name${i}`} name="name" maxlength={24} autocomplete="off" required={i <= 2} />
              </p>
            ))}
          </fieldset>
          <fieldset>
            <legend>Options</legend>
            {OPTIONS.map((o) => (
              <p class="option" data-players={o.players}>
                <input type="checkbox" id={o.name} name={o.name} checked={!!o.checked} />
                <label for={o.name}><strong>{o.label}</strong> <span class="help">{o.help}</span></label>
                {o.players.length < 5 ? <span class="muted only">{`(${o.players.split(' ').join(' or ')} players)`}</span> : null}
              </p>
            ))}
          </fieldset>
          <button type="submit" class="primary">New game</button>
        </form>
      </main>
    </Shell>,
  );
}

export type HostPageInput = { id: string; hostUrl: string; spectatorUrl: string; seats: { seat: number; name: string; url: string }[]; view: View };

export function hostPage({ hostUrl, spectatorUrl, seats, view }: HostPageInput): string {
  const names = seats.map((s) => s.name).join(', ');
  const mail = (s: HostPageInput['seats'][number]) => {
    const subject = `Your seat in our game of Ys, ${s.name}`;
    const body = `Hello ${s.name},\n\nWe are playing Ys online (${names}). This is your private link: it shows your own screen, so keep it to yourself.\n\n${s.url}\n\nOpen it on any phone or computer; the page updates by itself when it is your move.\n`;
    return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  return page(
    // The spectator's socket keeps the status current; the page takes only the sections it has.
    <Shell title="Ys — host" ws={`${new URL(spectatorUrl).pathname}/ws`}>
      <main class="home">
        <h1>Your game of Ys</h1>
        <p class="lead">Send each player their own link. A link is that player's key: whoever holds it plays that seat and sees its screen.</p>
        <Status view={view} />
        <ol class="links">
          {seats.map((s) => (
            <li class="panel">
              <p class="player-head">
                <span class={`swatch seat-${s.seat}`} aria-hidden="true">{s.name[0]}</span>
                <strong>{s.name}</strong>
              </p>
              <p class="field">
                <label for={`link${s.seat}`}>{s.name}'s private link</label>
                <input id={`link${s.seat}`} readonly value={s.url} />
              </p>
              <p class="actions">
                <button type="button" class="copy" data-copy={`link${s.seat}`}>Copy link</button>
                <a class="button" href={mail(s)}>E-mail invitation</a>
                <a class="button" href={s.url} target="_blank" rel="noopener">Open as {s.name}</a>
              </p>
            </li>
          ))}
        </ol>
        <div class="panel">
          <p class="field">
            <label for="watch">Spectator link (public information only)</label>
            <input id="watch" readonly value={spectatorUrl} />
          </p>
          <p class="actions"><button type="button" class="copy" data-copy="watch">Copy link</button></p>
        </div>
        <p class="muted">Keep this page's address to come back to these links: {hostUrl}</p>
      </main>
    </Shell>,
  );
}

export function errorPage(status: number, message: string): string {
  return page(
    <Shell title={`Ys — ${status}`}>
      <main class="home">
        <h1>{status === 404 ? 'Not found' : status >= 500 ? 'Server problem' : 'That did not work'}</h1>
        <p class="flash" role="alert">{message}</p>
        <p><a href="/">Back to the home page</a></p>
      </main>
    </Shell>,
  );
}
