// The pages, and the live sections they hold (sections.ts). Every template renders a View (or plain links),
// never the state: what reaches a browser is what viewFor allowed, nothing more.
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import type { View } from '../src/engine/index.ts';
import { liveSections, statusLine } from './sections.ts';
import type { Flash, Links } from './theme.ts';
import { replayBody, type ReplayInput } from './replay.ts';

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
        {ws ? <script src="/place.js" defer></script> : null}
      </head>
      <body data-ws={ws}>{children}</body>
    </html>
  );
}

const page = (node: Child) => `<!doctype html>${String(node)}`;

/** What one page receives on connect or "sync": all its sections, each swapped in by its id (public/app.js). */
export function liveFragments(view: View, links: Links, flash?: Flash): string {
  return liveSections(view, links, flash);
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
      <main class="game" hx-disabled-elt="find button">{raw(liveSections(view, links, flash))}</main>
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
        {raw(statusLine(view))}
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

// ------------------------------------------------------------------ replay

/** A finished game's replay (templates/replay.ts): no socket, the game no longer changes. */
export function replayPage(input: ReplayInput): string {
  return page(
    <Shell title="Ys — replay">
      <main class="replay">{raw(replayBody(input))}</main>
    </Shell>,
  );
}
