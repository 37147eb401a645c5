// The pages, and the live sections they hold (sections.ts). Every template renders a View (or plain links),
// never the state: what reaches a browser is what viewFor allowed, nothing more.
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import type { View } from '../src/engine/index.ts';
import { esc } from './html.ts';
import { initial, nameInText } from './log.ts';
import { liveSections, resultSection, statusLine } from './sections.ts';
import { MOVE_CHOICES, botLabel, type Flash, type Links, type RoomView } from './theme.ts';
import { replayBody, type ReplayInput } from './replay.ts';
import { notifyPanel, type NotifyPanel } from './notify.ts';
import type { GivenUp } from '../src/room/contacts.ts';
import { expiryNotice } from '../src/room/expiry.ts';
import type { Expiry } from '../src/room/protocol.ts';

export type { Flash, Links, RoomView } from './theme.ts';


/**
 * A game page names itself for the browser's own list of games (public/mygames.js):
 * the name it is opened as and the players. The page's address is the rest.
 */
type MyGame = { name: string; players: string };

/**
 * `manifest`: a seat's own web manifest, whose start is that seat's link: a Home Screen
 * app of it opens the seat (iOS pushes only to those), with public/notify.js to subscribe.
 */
function Shell({ title, children, ws, mine, manifest }: { title: string; children: Child; ws?: string; mine?: MyGame; manifest?: string }) {
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
        {manifest ? <link rel="manifest" href={manifest} /> : null}
        {manifest ? <meta name="apple-mobile-web-app-capable" content="yes" /> : null}
        {manifest ? <link rel="apple-touch-icon" href="/icon.svg" /> : null}
        <script src="/vendor/htmx.min.js" defer></script>
        <script src="/app.js" defer></script>
        {ws ? <script src="/place.js" defer></script> : null}
        <script src="/mygames.js" defer></script>
        {manifest ? <script src="/notify.js" defer></script> : null}
      </head>
      <body data-ws={ws} data-mygame-name={mine?.name} data-mygame-players={mine?.players}>{children}</body>
    </html>
  );
}

const page = (node: Child) => `<!doctype html>${String(node)}`;

/** What one page receives on connect or "sync": all its sections, each swapped in by its id (public/app.js). */
export function liveFragments(view: RoomView, links: Links, flash?: Flash): string {
  return liveSections(view, links, flash);
}

const playerNames = (view: View) => view.players.map((p) => p.name).join(', ');

/**
 * A seat's way into the rematch, in its page's header (a place every layout shows):
 * its own new seat link, or an empty placeholder that the object's push replaces by
 * id when the host makes the rematch (public/app.js swaps elements by id).
 */
export function rematchLink(path: string | null): string {
  return path
    ? `<a id="rematch" class="rematch button primary" href="${esc(path)}">Rematch: your new seat</a>`
    : '<span id="rematch" hidden></span>';
}

/**
 * `rematch`: this seat's own new seat path, once the host made a rematch (never given to a
 * spectator's page). `notify`: what the seat's notifications panel may say (a seat's page only).
 */
export function playerPage(view: RoomView, links: Links, flash?: Flash, rematch?: string | null, notify?: NotifyPanel): string {
  const me = view.seat === null ? null : view.players[view.seat];
  const title = me ? `Ys — ${me.name}` : 'Ys — spectator';
  const panel = me && notify ? notifyPanel(notify, links.self) : '';
  return page(
    <Shell title={title} ws={links.ws} mine={{ name: me ? me.name : 'Spectator', players: playerNames(view) }} manifest={panel ? `${links.self}/manifest.webmanifest` : undefined}>
      <header class="top">
        <a class="brand" href="/">Ys</a>
        {me ? <span class={`swatch seat-${me.seat}`} aria-hidden="true">{initial(me.name)}</span> : null}
        <span class="who">{me ? me.name : 'Spectator'}</span>
        {me ? raw(rematchLink(rematch ?? null)) : null}
        <span id="live" class="live" role="status">connecting…</span>
      </header>
      {/* While a decision is on its way, its buttons are disabled: no double taps. */}
      {/* The panel follows the live sections: no update replaces it, so a half-typed address survives moves. */}
      <main class="game" hx-disabled-elt="find button">{raw(liveSections(view, links, flash))}{raw(panel)}</main>
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

/** `mail`: this deployment sends e-mail, so the host may give each player's address. */
export function homePage(flash?: string, mail = false): string {
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
                {/* 24 characters, checked by the server; a browser counts UTF-16 units, two for an emoji or a rare character. */}
                <input id={`name${i}`} name="name" maxlength={48} autocomplete="off" required={i <= 2} />
                <label for={`bot${i}`} class="visually-hidden">Who plays seat {i}</label>
                <select id={`bot${i}`} name="bot">
                  <option value="person">played by a person</option>
                  <option value="standard">played by the bot</option>
                  <option value="greedy">played by the bot, easy</option>
                </select>
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
          <fieldset>
            <legend>Time per move</legend>
            <p class="field">
              <label for="moveSeconds">When a player's time runs out, a stand-in decides for them (the host can pause the clocks)</label>
              <select id="moveSeconds" name="moveSeconds">
                {MOVE_CHOICES.map(([seconds, label]) => <option value={String(seconds)}>{label}</option>)}
              </select>
            </p>
          </fieldset>
          <fieldset>
            <legend>Turn notifications (optional)</legend>
            <p class="field">
              <label for="webhook">Webhook of your group's chat (Discord or Slack): it is told whose move it is, with the spectator link</label>
              <input id="webhook" name="webhook" type="url" inputmode="url" maxlength={500} placeholder="https://discord.com/api/webhooks/…" autocomplete="off" />
            </p>
            {mail ? <p class="help">Or their e-mail addresses: each player is sent their own link, then an e-mail when the game waits for them (never shown to the others; each mail has a one-click stop).</p> : null}
            {mail ? [1, 2, 3, 4].map((i) => (
              <p class="field">
                <label for={`email${i}`}>Player {i}'s e-mail</label>
                <input id={`email${i}`} name="email" type="email" maxlength={254} autocomplete="off" />
              </p>
            )) : null}
          </fieldset>
          <button type="submit" class="primary">New game</button>
        </form>
        {/* Filled by public/mygames.js from this browser's own storage; without script it stays hidden. */}
        <section id="my-games" class="panel my-games" hidden aria-labelledby="my-games-title">
          <h2 id="my-games-title">Your games on this browser</h2>
          <p class="muted">Kept in this browser only, never sent to the server as a list.</p>
          <ul id="my-games-list" class="my-games-list"></ul>
        </section>
      </main>
    </Shell>,
  );
}

/** `rematch`: the new game's host link, once a rematch is made. */
export type HostPageInput = {
  id: string; hostUrl: string; spectatorUrl: string; seats: { seat: number; name: string; url: string | null }[]; view: RoomView;
  /** A host control refused (src/http/host.ts), said above the controls. */
  flash?: string;
  rematch?: string | null;
  /** The host's own settings of the room: the webhook, the seats handed to the stand-in, the notifications given up; when the game is deleted. */
  room?: { webhook: string | null; standIns: number[]; givenUp?: GivenUp[]; expiry?: Expiry };
};

/**
 * Once the game is over: the rematch's host link, or the button that makes it (a plain
 * form: it works without script). The result section comes first: the spectator's
 * socket, which keeps this page current, replaces it when the game ends, and the
 * stylesheet then shows the form that follows it (app.css), so a host page left open
 * offers the rematch at the end without a reload and without script of its own.
 */
function RematchPanel({ hostUrl, view, rematch }: { hostUrl: string; view: View; rematch: string | null }) {
  if (rematch) {
    return <div class="panel rematch-panel"><p>The rematch is made. <a class="button primary" href={rematch}>Open the rematch's host page</a></p></div>;
  }
  return (
    <form method="post" action={`${new URL(hostUrl).pathname}/rematch`} class="panel rematch-panel rematch-offer" hidden={view.phase !== 'over'}>
      <p>The game is over. A rematch is a new game with the same players and options, and a new deal; each player finds their new link on their own page.</p>
      <button type="submit" class="primary">Rematch</button>
    </form>
  );
}

export function hostPage({ hostUrl, spectatorUrl, seats, view, flash, rematch, room }: HostPageInput): string {
  // Plain forms posting to the host link: they work without script, like every decision.
  const controls = new URL(hostUrl).pathname;
  const playing = !view.ended && view.phase !== 'over';
  const names = seats.map((s) => s.name).join(', ');
  const mail = (s: HostPageInput['seats'][number] & { url: string }) => {
    const subject = `Your seat in our game of Ys, ${s.name}`;
    const body = `Hello ${s.name},\n\nWe are playing Ys online (${names}). This is your private link: it shows your own screen, so keep it to yourself.\n\n${s.url}\n\nOpen it on any phone or computer; the page updates by itself when it is your move.\n`;
    return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  return page(
    // The spectator's socket keeps the status current; the page takes only the sections it has.
    <Shell title="Ys — host" ws={`${new URL(spectatorUrl).pathname}/ws`} mine={{ name: 'Host', players: playerNames(view) }}>
      <main class="home">
        <h1>Your game of Ys</h1>
        <p class="lead">Send each player their own link. A link is that player's key: whoever holds it plays that seat and sees its screen.</p>
        {raw(statusLine(view))}
        {raw(resultSection(view))}
        <RematchPanel hostUrl={hostUrl} view={view} rematch={rematch ?? null} />
        <ol class="links">
          {seats.map((s) => s.url === null ? (
            <li class="panel">
              <p class="player-head">
                <span class={`swatch seat-${s.seat}`} aria-hidden="true">{initial(s.name)}</span>
                <strong>{s.name}</strong> <span class="bot-mark">{botLabel(view.bots?.[s.seat])}</span>
              </p>
              <p class="help">The room's bot plays this seat, from what this seat may see: it has no link.</p>
            </li>
          ) : (
            <li class="panel">
              <p class="player-head">
                <span class={`swatch seat-${s.seat}`} aria-hidden="true">{initial(s.name)}</span>
                <strong>{s.name}</strong>
              </p>
              <p class="field">
                <label for={`link${s.seat}`}>{nameInText(s.name)}'s private link</label>
                <input id={`link${s.seat}`} readonly value={s.url} />
              </p>
              <p class="actions">
                <button type="button" class="copy" data-copy={`link${s.seat}`}>Copy link</button>
                <a class="button" href={mail({ ...s, url: s.url })}>E-mail invitation</a>
                <a class="button" href={s.url} target="_blank" rel="noopener">Open as {nameInText(s.name)}</a>
              </p>
              {playing ? (
                <form method="post" action={`${controls}/seats/${s.seat}/standin`} class="host-control">
                  <input type="hidden" name="on" value={room?.standIns.includes(s.seat) ? '0' : '1'} />
                  <button type="submit">{room?.standIns.includes(s.seat) ? `Give ${nameInText(s.name)}'s seat back (a new link)` : `Hand ${nameInText(s.name)}'s seat to the stand-in`}</button>
                  <span class="help">{room?.standIns.includes(s.seat) ? 'The stand-in decides for this seat now; given back, the seat gets a new link.' : 'If a player left: a stand-in decides for the seat from now on.'}</span>
                </form>
              ) : null}
              <form method="post" action={`${controls}/seats/${s.seat}/link`} class="host-control">
                <button type="submit">Replace {nameInText(s.name)}'s link</button>
                <span class="help">If this link reached the wrong person: the old one stops working at once, and its open pages are disconnected.</span>
              </form>
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
        {playing ? (
          <form method="post" action={`${controls}/webhook`} class="panel webhook-form">
            <p class="field">
              <label for="host-webhook">Webhook of your group's chat (Discord or Slack): told whose move it is, with the spectator link; empty: none</label>
              <input id="host-webhook" name="webhook" type="url" inputmode="url" maxlength={500} value={room?.webhook ?? ''} placeholder="https://discord.com/api/webhooks/…" autocomplete="off" />
            </p>
            <button type="submit">Save the webhook</button>
          </form>
        ) : null}
        {room?.givenUp?.length ? (
          <section class="panel given-up" aria-labelledby="given-up">
            <h2 id="given-up">Notifications not delivered</h2>
            <p class="help">Tried again several times, then given up; the game itself goes on.</p>
            <ul>
              {room.givenUp.map((g) => (
                <li>{`${g.channel === 'webhook' ? 'The webhook' : `${nameInText(seats[g.seat ?? -1]?.name ?? 'A player')}'s ${g.channel === 'push' ? 'browser' : 'e-mail'}`}, ${new Date(g.at).toISOString().slice(0, 16).replace('T', ' ')} UTC: ${g.why}`}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.clock && playing ? (
          <form method="post" action={`${new URL(hostUrl).pathname}/clock`} class="panel clock-form">
            <p>{view.clock.paused ? 'The clocks are paused: nobody\'s time runs.' : 'Each decision has a time limit; when it runs out, a stand-in decides.'}</p>
            <input type="hidden" name="paused" value={view.clock.paused ? '0' : '1'} />
            <button type="submit">{view.clock.paused ? 'Resume the clocks' : 'Pause the clocks (a holiday)'}</button>
          </form>
        ) : null}
        <p class="muted">Keep this page's address to come back to these links: {hostUrl}</p>
        {room?.expiry ? <p class="muted expiry">{expiryNotice(room.expiry.days, room.expiry.at, !playing)}</p> : null}
        <section class="panel host-controls" aria-labelledby="host-controls">
          <h2 id="host-controls">Host controls</h2>
          {flash ? <p class="flash" role="alert">{flash}</p> : null}
          <form method="post" action={`${controls}/link`} class="host-control">
            <button type="submit">Replace this host link</button>
            <span class="help">This page moves to a new address; the old one stops working at once.</span>
          </form>
          {playing ? (
            <form method="post" action={`${controls}/end`} class="host-control">
              <p class="option">
                <input type="checkbox" id="confirm-end" name="confirm" value="yes" required />
                <label for="confirm-end">End the game now for everyone. No one can move after this, and it cannot be undone.</label>
              </p>
              <button type="submit" class="danger">End the game</button>
            </form>
          ) : null}
        </section>
      </main>
    </Shell>,
  );
}

/**
 * A mail's stop link, opened: one button, so that a mail scanner following links stops
 * nothing; mail clients' own one-click stop (RFC 8058) posts without this page. `done`:
 * the answer once stopped.
 */
export function mailStopPage(selfPath: string, done: boolean): string {
  return page(
    <Shell title="Ys — e-mails">
      <main class="home">
        <h1>{done ? 'E-mails stopped' : 'Stop e-mails?'}</h1>
        {done
          ? <p role="status">This seat is sent no more e-mails. You can give an address again on <a href={selfPath}>your game page</a>.</p>
          : (
            <form method="post" action={`${selfPath}/mail/stop`}>
              <p>This game will no longer e-mail you when it waits for you.</p>
              <button type="submit" class="primary">Stop e-mails</button>
              <p><a href={selfPath}>Back to the game</a></p>
            </form>
          )}
      </main>
    </Shell>,
  );
}

export function errorPage(status: number, message: string): string {
  return page(
    <Shell title={`Ys — ${status}`}>
      <main class="home">
        <h1>{status === 404 ? 'Not found' : status === 410 ? 'Game deleted' : status >= 500 ? 'Server problem' : 'That did not work'}</h1>
        <p class="flash" role="alert">{message}</p>
        <p><a href="/">Back to the home page</a></p>
      </main>
    </Shell>,
  );
}

// ------------------------------------------------------------------ replay

/** A finished game's replay (templates/replay.ts): no socket, the game no longer changes. */
export function replayPage(input: ReplayInput): string {
  return page(
    <Shell title="Ys — replay">
      <main class="replay">{raw(replayBody(input))}</main>
    </Shell>,
  );
}
