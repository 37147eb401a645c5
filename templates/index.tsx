// The pages, and the live sections they hold (sections.ts). Every template renders a View (or plain links),
// never the state: what reaches a browser is what viewFor allowed, nothing more.
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import { TITLE_MAX, type View } from '../src/engine/index.ts';
import { esc } from './html.ts';
import { nameInText } from './log.ts';
import { seatMarks } from './avatar.ts';
import { hintsBadge, liveSections, resultSection, statusLine } from './sections.ts';
import { GEM_DEFS, MOVE_SECONDS, type Flash, type PagePaths, type RoomView } from './theme.ts';
import { replayBody, type ReplayInput } from './replay.ts';
import { analysisIntro, type AnalysisFrame } from './analysis.ts';
import { givenUpReason, notifyPanel, type NotifyPanel } from './notify.ts';
import type { Dict } from './i18n/index.ts';
import { langSwitcher } from './switcher.ts';
import { rulesLink } from './rules.ts';
import { chatLink, chatPanel, hostChatPanel, notesPanel, type ChatFlash } from './chat.ts';
import { WRITE_KINDS, type GivenUp, type Expiry, type WritesToday } from '../src/views.ts';

export type { Flash, PagePaths, RoomView } from './theme.ts';

/**
 * A game page names itself for the browser's own list of games (src/client/myGames.ts):
 * the name it is opened as, the players, and the game's title if it has one. The page's address is the rest.
 */
type MyGame = { name: string; players: string; title?: string };

/**
 * `manifest`: a seat's own web manifest, whose start is that seat's link: a Home Screen
 * app of it opens the seat (iOS pushes only to those), with src/client/notify.ts to subscribe.
 * `path`: this page's own address, where the language switcher comes back to;
 * `langAction`: where the switcher posts (langSwitcher); `ws`: a live page's socket, named with the page's
 * language, which its updates speak (src/http/socket.ts).
 */
function Shell({
  t,
  title,
  path,
  langAction,
  children,
  ws,
  mine,
  manifest,
  script,
}: {
  t: Dict;
  title: string;
  path: string;
  langAction?: string;
  children: Child;
  ws?: string;
  mine?: MyGame;
  manifest?: string;
  /** A script of this page's own (src/client/home.ts, src/client/replay.ts). */
  script?: string;
}) {
  return (
    <html lang={t.lang}>
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
        {manifest ? <script src="/notify.js" defer></script> : null}
        {script ? <script src={script} defer></script> : null}
      </head>
      <body
        data-ws={ws ? `${ws}?lang=${t.lang}` : undefined}
        data-mygame-name={mine?.name}
        data-mygame-players={mine?.players}
        data-mygame-title={mine?.title}
      >
        {/* Before the page's sections, never in one: an update replacing a section keeps every gem's shape. */}
        {raw(GEM_DEFS)}
        {children}
        <footer class="foot">
          {raw(langSwitcher(t, path, langAction))}
          <p>{raw(rulesLink(t))}</p>
        </footer>
      </body>
    </html>
  );
}

const page = (node: Child) => `<!doctype html>${String(node)}`;

/** What one page receives on connect or "sync": all its sections, each swapped in by its id (src/client/updates.ts). */
export function liveFragments(t: Dict, view: RoomView, paths: PagePaths, flash?: Flash): string {
  return liveSections(t, view, paths, flash);
}

const playerNames = (t: Dict, view: View) => t.pages.playerList(view.players.map((p) => p.name));

/** A game page's title, after the game's own title if the host gave one: a tab among others says which game. */
const titled = (view: RoomView, title: string) => (view.title ? `${view.title} \u2014 ${title}` : title);

/**
 * A seat's way into the rematch, in its page's header (a place every layout shows):
 * its own new seat link, or an empty placeholder that the object's push replaces by
 * id when the host makes the rematch (src/client/updates.ts swaps elements by id).
 */
export function rematchLink(t: Dict, path: string | null): string {
  return path
    ? `<a id="rematch" class="rematch button primary" href="${esc(path)}">${esc(t.pages.rematchLink)}</a>`
    : '<span id="rematch" hidden></span>';
}

/**
 * `rematch`: this seat's own new seat path, once the host made a rematch (never given to a
 * spectator's page). `notify`: what the seat's notifications panel may say (a seat's page only).
 */
export function playerPage(
  t: Dict,
  view: RoomView,
  paths: PagePaths,
  flash?: Flash,
  rematch?: string | null,
  notify?: NotifyPanel,
  chat?: ChatFlash,
): string {
  const me = view.seat === null ? null : view.players[view.seat];
  const title = titled(view, me ? t.pages.title.player(me.name) : t.pages.title.spectator);
  const panel = me && notify ? notifyPanel(t, notify, paths.self) : '';
  const live = t.pages.live;
  return page(
    <Shell
      t={t}
      title={title}
      path={paths.self}
      langAction={me ? `${paths.self}/lang` : undefined}
      ws={paths.ws}
      mine={{ name: me ? me.name : t.pages.spectator, players: playerNames(t, view), title: view.title }}
      manifest={panel ? `${paths.self}/manifest.webmanifest` : undefined}
      script={me && view.hints ? '/hint.js' : undefined}
    >
      <header class="top">
        {/* A page opened on one's own decision starts at the top: two keys (Tab, Enter) to the decision. */}
        {me ? (
          <a class="skip" href="#prompt">
            {t.sections.promptLabel}
          </a>
        ) : null}
        <a class="skip" href="#board-text">
          {t.board.text.summary}
        </a>
        <a class="brand" href="/">
          Ys
        </a>
        {me ? (
          <span class={`swatch seat-${me.seat}`} aria-hidden="true">
            {seatMarks(t, view)(me.seat)}
          </span>
        ) : null}
        <span class="who">{me ? me.name : t.pages.spectator}</span>
        {me ? raw(rematchLink(t, rematch ?? null)) : null}
        {raw(chatLink(t, view))}
        {raw(rulesLink(t))}
        {raw(hintsBadge(t, view))}
        {/* The badge's words in the page's language, for src/client/socket.ts (it has none of its own). */}
        <span
          id="live"
          class="live"
          role="status"
          data-t-connecting={live.connecting}
          data-t-reconnecting={live.reconnecting}
          data-t-live={live.live}
          data-t-offline={live.offline}
          data-t-unsent={live.unsent}
          data-t-replaced={live.replaced}
          data-t-shut={live.shut}
          data-t-4002={live.tooManyPages}
          data-t-4008={live.tooChatty}
          data-t-4010={live.deleted}
          data-t-your-move={live.yourMove}
        >
          {live.connecting}
        </span>
      </header>
      {/* While a decision is on its way, its buttons are disabled: no double taps. */}
      {/* The panel follows the live sections: no update replaces it, so a half-typed address survives moves. */}
      {/* After a decision, another game of this browser's list that awaits this player (src/client/myGames.ts):
          no server-side list. */}
      {/* The page's two voices (src/client/speak.ts): others' moves and the keys' answers politely, the reader's own
          move at once; with the words the keys need. Never replaced by an update, so a reader's screen reader keeps
          listening to them. */}
      <div
        id="say"
        class="visually-hidden"
        aria-live="polite"
        data-seat={view.seat ?? undefined}
        data-t-keys={live.keys}
        data-t-which={live.askWhich}
        data-t-none={live.noMove}
        data-t-chat={live.chatSaid('{0}', '{1}')}
      ></div>
      <div id="say-now" class="visually-hidden" aria-live="assertive"></div>
      {me ? (
        <p id="next-game" class="next-game" role="status" hidden data-t-next={t.pages.nextGame}>
          {/* biome-ignore lint/a11y/useAnchorContent: src/client/myGames.ts writes its text when shown. */}
          <a class="button primary" href="/"></a>
        </p>
      ) : null}
      <main class="game" hx-disabled-elt="find button">
        {raw(liveSections(t, view, paths, flash))}
        {raw(panel)}
        {raw(chatPanel(t, view, paths, chat))}
        {raw(notesPanel(t, view, paths))}
      </main>
    </Shell>,
  );
}

// ------------------------------------------------------------------ home, host, errors

/** The new game's options and the player counts each is for (R2.3, R10, R11, R12); their words: t.pages.option. */
const OPTIONS: { name: keyof Dict['pages']['option']; players: number[]; checked?: boolean }[] = [
  { name: 'kingsFavor', players: [3, 4] },
  { name: 'express', players: [3, 4] },
  { name: 'threeNeighborhoods', players: [3] },
  { name: 'strongNeutral', players: [2] },
  { name: 'peekOwnHidden', players: [2, 3, 4], checked: true },
];

/**
 * Where src/client/myGames.ts puts a list of names: "{0} and {1}", for two, three and four names (fmt's own list, never
 * joined by the script).
 */
const listPattern = (t: Dict, n: number) => t.terms.and(Array.from({ length: n }, (_, i) => `{${i}}`));

/**
 * The words src/client/myGames.ts writes in the list, in the page's language (it has none
 * of its own); `{0}`, `{1}`: where it puts names or the time left.
 */
function myGamesWords(t: Dict): Record<string, string> {
  const w = t.pages.myGames;
  return {
    'data-t-host': t.pages.host,
    'data-t-spectator': t.pages.spectator,
    'data-t-forget': w.forget,
    'data-t-forget-game': w.forgetGame('{0}'),
    'data-t-forgotten': w.forgotten('{0}'),
    'data-t-undo': w.undo,
    'data-t-ended': w.ended,
    'data-t-won-one': w.won('{0}', 1),
    'data-t-won-many': w.won('{0}', 2),
    'data-t-no-winner': w.noWinner,
    'data-t-your-move': w.yourMove,
    'data-t-waiting-for': w.waitingFor('{0}'),
    'data-t-in-play': w.inPlay,
    'data-t-with-time': w.withTime('{0}', '{1}'),
    'data-t-awaiting-one': w.awaiting.one,
    'data-t-awaiting-other': w.awaiting.other,
    'data-t-gone': w.gone,
    'data-t-deleted': w.deleted,
    'data-t-unreachable': w.unreachable,
    'data-t-and-2': listPattern(t, 2),
    'data-t-and-3': listPattern(t, 3),
    'data-t-and-4': listPattern(t, 4),
  };
}

/** `mail`: this deployment sends e-mail, so the host may give each player's address. */
export function homePage(t: Dict, flash?: string, mail = false): string {
  const home = t.pages.home;
  return page(
    <Shell t={t} title={t.terms.brand} path="/" script="/home.js">
      <main class="home">
        <h1>{t.terms.brand}</h1>
        {flash ? (
          <p class="flash" role="alert">
            {flash}
          </p>
        ) : null}
        {/* Filled by src/client/myGames.ts from this browser's own storage; without script it stays hidden.
            It comes before the lead and the form: whoever has games here comes back for them more often than to
            make one. */}
        <section id="my-games" class="panel my-games" hidden aria-labelledby="my-games-title" {...myGamesWords(t)}>
          <h2 id="my-games-title">{home.myGames}</h2>
          <p class="muted">{home.myGamesHelp}</p>
          <p id="my-games-count" class="my-games-count" role="status" hidden></p>
          <ul id="my-games-list" class="my-games-list"></ul>
          {/* A game just forgotten and its Undo, for a few seconds (src/client/forgetting.ts). */}
          <p id="my-games-undo" class="my-games-undo" aria-live="polite"></p>
        </section>
        <p class="lead">
          {home.lead} <a href="/rules">{t.rules.heading}</a>
        </p>
        {/* The bot names a seat gets when the bot plays it and its name is left empty
            (src/client/home.ts fills them in; the server does the same without script). */}
        <form method="post" action="/games" class="panel new-game" data-bot-names={JSON.stringify(home.botNames)}>
          <p class="field">
            <label for="title">{home.title}</label>
            {/* TITLE_MAX characters, checked by the server as names are; a browser counts UTF-16 units, two for an
              emoji. */}
            <input id="title" name="title" maxlength={80} autocomplete="off" aria-describedby="title-help" />
            <span id="title-help" class="help">
              {home.titleHelp(TITLE_MAX)}
            </span>
          </p>
          <fieldset>
            <legend>{home.players}</legend>
            {[1, 2, 3, 4].map((i) => (
              <p class="field">
                <label for={`name${i}`}>{home.player(i, i > 2)}</label>
                {/* 24 characters, checked by the server; a browser counts UTF-16 units, two for an emoji or a
                    rare character.
                    Not `required`: a bot's seat may be left empty for its default name, also without script. */}
                <input id={`name${i}`} name="name" maxlength={48} autocomplete="off" />
                <label for={`bot${i}`} class="visually-hidden">
                  {home.whoPlays(i)}
                </label>
                <select id={`bot${i}`} name="bot">
                  <option value="person">{home.playedBy.person}</option>
                  <option value="standard">{home.playedBy.standard}</option>
                  <option value="greedy">{home.playedBy.greedy}</option>
                </select>
              </p>
            ))}
          </fieldset>
          <fieldset>
            <legend>{home.options}</legend>
            {OPTIONS.map((o) => (
              <p class="option" data-players={o.players.join(' ')}>
                <input type="checkbox" id={o.name} name={o.name} checked={!!o.checked} />
                <label for={o.name}>
                  <strong>{t.pages.option[o.name].label}</strong>{' '}
                  <span class="help">{t.pages.option[o.name].help}</span>
                </label>
                {o.players.length < 3 ? <span class="muted only">{home.onlyFor(o.players)}</span> : null}
              </p>
            ))}
            <p class="option">
              <input type="checkbox" id="spectatorsSeeChat" name="spectatorsSeeChat" />
              <label for="spectatorsSeeChat">
                <strong>{t.chat.option.label}</strong> <span class="help">{t.chat.option.help}</span>
              </label>
            </p>
            <p class="option">
              <input type="checkbox" id="hints" name="hints" />
              <label for="hints">
                <strong>{t.hints.option.label}</strong> <span class="help">{t.hints.option.help}</span>
              </label>
            </p>
          </fieldset>
          <fieldset>
            <legend>{home.timePerMove}</legend>
            <p class="field">
              <label for="moveSeconds">{home.timePerMoveHelp}</label>
              <select id="moveSeconds" name="moveSeconds">
                {MOVE_SECONDS.map((seconds) => (
                  <option value={String(seconds)}>{t.pages.moveChoice(seconds)}</option>
                ))}
              </select>
            </p>
          </fieldset>
          <fieldset>
            <legend>{home.notifications}</legend>
            <p class="field">
              <label for="webhook">{home.webhook}</label>
              <input
                id="webhook"
                name="webhook"
                type="url"
                inputmode="url"
                maxlength={500}
                placeholder="https://discord.com/api/webhooks/…"
                autocomplete="off"
              />
            </p>
            {mail ? <p class="help">{home.mailHelp}</p> : null}
            {mail
              ? [1, 2, 3, 4].map((i) => (
                  <p class="field">
                    <label for={`email${i}`}>{home.email(i)}</label>
                    <input id={`email${i}`} name="email" type="email" maxlength={254} autocomplete="off" />
                  </p>
                ))
              : null}
          </fieldset>
          <button type="submit" class="primary">
            {home.newGame}
          </button>
        </form>
      </main>
    </Shell>,
  );
}

/**
 * What a host control did (src/http/host.ts), said at the top of the host page after it:
 * a seat's link replaced, a seat handed to the stand-in or given back, the host link
 * replaced, the game ended. The first four are asked again before they act (hostConfirmPage).
 */
export const HOST_DEEDS = ['link', 'standin', 'back', 'hostLink', 'end'] as const;
export type HostDeed = (typeof HOST_DEEDS)[number];
/** The deeds asked again on a page of their own; ending has its box to tick on the host page itself. */
export type AskedDeed = Exclude<HostDeed, 'end'>;

/** `rematch`: the new game's host link, once a rematch is made. */
export type HostPageInput = {
  id: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: number; name: string; url: string | null }[];
  view: RoomView;
  /** A host control refused (src/http/host.ts), said above the controls. */
  flash?: string;
  rematch?: string | null;
  /** What a control just did, and to which seat (null: the host link, the game). */
  done?: { deed: HostDeed; seat: number | null };
  /**
   * The host's own settings of the room: the webhook, the seats handed to the stand-in, the
   * notifications given up, the seats whose address is not verified for the mail binding;
   * when the game is deleted; the day's writes besides moves refused.
   */
  room?: {
    webhook: string | null;
    standIns: number[];
    givenUp?: GivenUp[];
    unverified?: number[];
    expiry?: Expiry;
    writes?: WritesToday;
  };
};

/**
 * Once the game is over: the rematch's host link, or the button that makes it (a plain
 * form: it works without script). The result section comes first: the spectator's
 * socket, which keeps this page current, replaces it when the game ends, and the
 * stylesheet then shows the form that follows it (app.css), so a host page left open
 * offers the rematch at the end without a reload and without script of its own.
 */
function RematchPanel({ t, hostUrl, view, rematch }: { t: Dict; hostUrl: string; view: View; rematch: string | null }) {
  const w = t.pages.hostPage;
  if (rematch) {
    return (
      <div class="panel rematch-panel">
        <p>
          {w.rematchMade}{' '}
          <a class="button primary" href={rematch}>
            {w.openRematch}
          </a>
        </p>
      </div>
    );
  }
  return (
    <form
      method="post"
      action={`${new URL(hostUrl).pathname}/rematch`}
      class="panel rematch-panel rematch-offer"
      hidden={view.phase !== 'over'}
    >
      <p>{w.rematchOffer}</p>
      <button type="submit" class="primary">
        {w.rematch}
      </button>
    </form>
  );
}

/**
 * What a control did, with the new link where it made one (a seat's or this page's own):
 * the sentence, then the link to copy. Nothing for a seat that is not there.
 */
function DoneFlash({
  t,
  done,
  seats,
  hostUrl,
}: {
  t: Dict;
  done: NonNullable<HostPageInput['done']>;
  seats: HostPageInput['seats'];
  hostUrl: string;
}) {
  const w = t.pages.hostPage.done;
  const seat = done.seat === null ? null : (seats.find((s) => s.seat === done.seat) ?? null);
  if (done.deed === 'end')
    return (
      <p class="flash done" role="status">
        {w.end()}
      </p>
    );
  if (done.deed === 'hostLink')
    return (
      <p class="flash done" role="status">
        {w.hostLink()} <span class="new-link">{hostUrl}</span>
      </p>
    );
  if (!seat) return null;
  const name = nameInText(seat.name);
  return (
    <p class="flash done" role="status">
      {w[done.deed](name)}
      {done.deed !== 'standin' && seat.url ? (
        <>
          {' '}
          <a class="new-link" href={`#link${seat.seat}`}>
            {seat.url}
          </a>
        </>
      ) : null}
    </p>
  );
}

export function hostPage(
  t: Dict,
  { hostUrl, spectatorUrl, seats, view, flash, rematch, room, done }: HostPageInput,
): string {
  // Plain forms posting to the host link: they work without script, like every decision.
  const controls = new URL(hostUrl).pathname;
  const playing = !view.ended && view.phase !== 'over';
  const w = t.pages.hostPage;
  const names = t.pages.playerList(seats.map((s) => s.name));
  const mark = seatMarks(t, view);
  // The invitation is written in the host's language: the page's.
  const mail = (s: HostPageInput['seats'][number] & { url: string }) =>
    `mailto:?subject=` +
    encodeURIComponent(w.inviteSubject(s.name)) +
    `&body=` +
    encodeURIComponent(w.inviteBody(s.name, names, s.url));
  const failed = (g: GivenUp) => {
    const name = g.seat === null ? null : (seats[g.seat]?.name ?? null);
    const what =
      g.channel === 'webhook'
        ? w.givenUpWebhook
        : g.channel === 'push'
          ? w.givenUpPush(name === null ? null : nameInText(name))
          : w.givenUpMail(name === null ? null : nameInText(name));
    return w.givenUpItem(what, new Date(g.at).toISOString().slice(0, 16).replace('T', ' '), givenUpReason(t, g.why));
  };
  // The day's writes refused (src/room/writeLimits.ts), by kind: shown only once one was.
  const refused = WRITE_KINDS.flatMap((k) => {
    const n = room?.writes?.refused[k] ?? 0;
    return n ? [[k, n] as const] : [];
  });
  return page(
    // The spectator's socket keeps the status current; the page takes only the sections it has.
    <Shell
      t={t}
      title={titled(view, t.pages.title.host)}
      path={controls}
      ws={`${new URL(spectatorUrl).pathname}/ws`}
      mine={{ name: t.pages.host, players: playerNames(t, view), title: view.title }}
    >
      <main class="home">
        <h1>{w.heading}</h1>
        <p class="lead">{w.lead}</p>
        {view.hints ? (
          <p>
            {raw(hintsBadge(t, view))} <span class="help">{t.hints.badgeHelp}</span>
          </p>
        ) : null}
        {done ? <DoneFlash t={t} done={done} seats={seats} hostUrl={hostUrl} /> : null}
        {raw(statusLine(t, view))}
        {raw(resultSection(t, view))}
        <RematchPanel t={t} hostUrl={hostUrl} view={view} rematch={rematch ?? null} />
        <ol class="links">
          {seats.map((s) =>
            s.url === null ? (
              <li class="panel">
                <p class="player-head">
                  <span class={`swatch seat-${s.seat}`} aria-hidden="true">
                    {mark(s.seat)}
                  </span>
                  <strong>{s.name}</strong> <span class="bot-mark">{botMark(t, view.bots?.[s.seat])}</span>
                </p>
                <p class="help">{w.botSeat}</p>
              </li>
            ) : (
              <li class={done?.seat === s.seat ? 'panel changed' : 'panel'}>
                <p class="player-head">
                  <span class={`swatch seat-${s.seat}`} aria-hidden="true">
                    {mark(s.seat)}
                  </span>
                  <strong>{s.name}</strong>
                  {done?.seat === s.seat ? <span class="changed-mark">{w.changed}</span> : null}
                </p>
                <p class="field">
                  <label for={`link${s.seat}`}>{w.privateLink(nameInText(s.name))}</label>
                  <input id={`link${s.seat}`} readonly value={s.url} />
                </p>
                <p class="actions">
                  <button type="button" class="copy" data-copy={`link${s.seat}`} data-t-copied={t.pages.copied}>
                    {t.pages.copyLink}
                  </button>
                  <a class="button" href={mail({ ...s, url: s.url })}>
                    {w.emailInvitation}
                  </a>
                  <a class="button" href={s.url} target="_blank" rel="noopener">
                    {w.openAs(nameInText(s.name))}
                  </a>
                </p>
                {playing ? (
                  <form method="post" action={`${controls}/seats/${s.seat}/standin`} class="host-control">
                    <input type="hidden" name="on" value={room?.standIns.includes(s.seat) ? '0' : '1'} />
                    <button type="submit">
                      {room?.standIns.includes(s.seat)
                        ? w.giveBack(nameInText(s.name))
                        : w.handOver(nameInText(s.name))}
                    </button>
                    <span class="help">{room?.standIns.includes(s.seat) ? w.standInNow : w.standInHelp}</span>
                  </form>
                ) : null}
                <form method="post" action={`${controls}/seats/${s.seat}/link`} class="host-control">
                  <button type="submit">{w.replaceLink(nameInText(s.name))}</button>
                  <span class="help">{w.replaceLinkHelp}</span>
                </form>
              </li>
            ),
          )}
        </ol>
        {raw(hostChatPanel(t, view, controls, seats))}
        <div class="panel">
          <p class="field">
            <label for="watch">{w.spectatorLink}</label>
            <input id="watch" readonly value={spectatorUrl} />
          </p>
          <p class="actions">
            <button type="button" class="copy" data-copy="watch" data-t-copied={t.pages.copied}>
              {t.pages.copyLink}
            </button>
          </p>
        </div>
        {playing ? (
          <form method="post" action={`${controls}/webhook`} class="panel webhook-form">
            <p class="field">
              <label for="host-webhook">{w.webhook}</label>
              <input
                id="host-webhook"
                name="webhook"
                type="url"
                inputmode="url"
                maxlength={500}
                value={room?.webhook ?? ''}
                placeholder="https://discord.com/api/webhooks/…"
                autocomplete="off"
              />
            </p>
            <button type="submit">{w.saveWebhook}</button>
          </form>
        ) : null}
        {room?.unverified?.length ? (
          <section class="panel given-up unverified" aria-labelledby="unverified">
            <h2 id="unverified">{w.unverified}</h2>
            <ul>
              {room.unverified.map((seat) => (
                <li>
                  {w.unverifiedSeat(nameInText(seats.find((s) => s.seat === seat)?.name ?? t.terms.seat(seat + 1)))}
                </li>
              ))}
            </ul>
            <p class="help">{w.unverifiedHelp}</p>
          </section>
        ) : null}
        {room?.givenUp?.length ? (
          <section class="panel given-up" aria-labelledby="given-up">
            <h2 id="given-up">{w.givenUp}</h2>
            <p class="help">{w.givenUpHelp}</p>
            <ul>
              {room.givenUp.map((g) => (
                <li>{failed(g)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {refused.length && room?.writes ? (
          <section class="panel writes-refused" aria-labelledby="writes-refused">
            <h2 id="writes-refused">{w.writesRefused}</h2>
            <p class="help">{w.writesRefusedHelp(room.writes.used, room.writes.allowed)}</p>
            <ul>
              {refused.map(([kind, n]) => (
                <li>{w.writesRefusedItem(w.writeKinds[kind], n)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.clock && playing ? (
          <form method="post" action={`${controls}/clock`} class="panel clock-form">
            <p>{view.clock.paused ? w.clocksPaused : w.clocksRunning}</p>
            <input type="hidden" name="paused" value={view.clock.paused ? '0' : '1'} />
            <button type="submit">{view.clock.paused ? w.resumeClocks : w.pauseClocks}</button>
          </form>
        ) : null}
        <p class="muted">{w.keepAddress(hostUrl)}</p>
        {room?.expiry ? <p class="muted expiry">{w.expiry(room.expiry.days, room.expiry.at, !playing)}</p> : null}
        <section class="panel host-controls" aria-labelledby="host-controls">
          <h2 id="host-controls">{w.controls}</h2>
          {flash ? (
            <p class="flash" role="alert">
              {flash}
            </p>
          ) : null}
          <form method="post" action={`${controls}/link`} class="host-control">
            <button type="submit">{w.replaceHostLink}</button>
            <span class="help">{w.replaceHostLinkHelp}</span>
          </form>
          {playing ? (
            <form method="post" action={`${controls}/end`} class="host-control">
              <p class="option">
                <input type="checkbox" id="confirm-end" name="confirm" value="yes" required />
                <label for="confirm-end">{w.endConfirm}</label>
              </p>
              <button type="submit" class="danger">
                {w.end}
              </button>
            </form>
          ) : null}
        </section>
      </main>
    </Shell>,
  );
}

/**
 * A host control that cannot be undone, asked again (src/http/host.ts): what it does, a
 * form posting the same control with `confirm=yes` (and its own fields), and the way
 * back. A plain form: it works without script, and nothing changes until it is sent.
 */
export function hostConfirmPage(
  t: Dict,
  {
    hostPath,
    action,
    deed,
    name,
    fields,
  }: {
    hostPath: string;
    action: string;
    deed: AskedDeed;
    name: string;
    fields: Record<string, string>;
  },
): string {
  const w = t.pages.hostPage;
  const words = w.confirm[deed];
  const who = nameInText(name);
  return page(
    <Shell t={t} title={t.pages.title.host} path={hostPath}>
      <main class="home">
        <h1>{words.ask(who)}</h1>
        <form method="post" action={action} class="panel host-confirm">
          <p>{words.text(who)}</p>
          {Object.entries(fields).map(([k, v]) => (
            <input type="hidden" name={k} value={v} />
          ))}
          <input type="hidden" name="confirm" value="yes" />
          <p class="actions">
            <button type="submit" class="danger">
              {words.yes(who)}
            </button>
            <a class="button" href={hostPath}>
              {w.cancel}
            </a>
          </p>
        </form>
      </main>
    </Shell>,
  );
}

/** The mark of a seat the room's bot plays, after its name; '' for a person. */
const botMark = (t: Dict, level: 'greedy' | 'standard' | null | undefined) => (level ? t.terms.bot[level] : '');

/**
 * A mail's stop link, opened: one button, so that a mail scanner following links stops
 * nothing; mail clients' own one-click stop (RFC 8058) posts without this page. `done`:
 * the answer once stopped. Its switcher is the seat's: the player reading their mail is
 * the seat, and the mails it stops or keeps speak the language chosen here.
 */
export function mailStopPage(t: Dict, selfPath: string, done: boolean): string {
  const w = t.pages.mailStop;
  return page(
    <Shell t={t} title={t.pages.title.mail} path={`${selfPath}/mail/stop`} langAction={`${selfPath}/lang`}>
      <main class="home">
        <h1>{done ? w.stopped : w.ask}</h1>
        {done ? (
          <p role="status">{raw(w.stoppedHtml(`<a href="${esc(selfPath)}">${esc(w.gamePage)}</a>`))}</p>
        ) : (
          <form method="post" action={`${selfPath}/mail/stop`}>
            <p>{w.askText}</p>
            <button type="submit" class="primary">
              {w.stop}
            </button>
            <p>
              <a href={selfPath}>{w.back}</a>
            </p>
          </form>
        )}
      </main>
    </Shell>,
  );
}

/** `message`: already in the request's language (its caller's). The switcher comes back to the home page. */
export function errorPage(t: Dict, status: number, message: string, heading?: string): string {
  const w = t.pages.error;
  return page(
    <Shell t={t} title={t.pages.title.error(status)} path="/">
      <main class="home">
        <h1>
          {heading ?? (status === 404 ? w.notFound : status === 410 ? w.deleted : status >= 500 ? w.server : w.other)}
        </h1>
        <p class="flash" role="alert">
          {message}
        </p>
        <p>
          <a href="/">{w.home}</a>
        </p>
      </main>
    </Shell>,
  );
}

/**
 * A seat's page opened on a link the host replaced (or a seat it gave back with a new link): what happened and what
 * to do, in the words its open pages were told (templates/sections.ts replacedSections).
 */
export const replacedPage = (t: Dict) =>
  errorPage(t, 410, `${t.prompt.ask.replaced} ${t.prompt.shutTodo.replaced}`, t.pages.error.replaced);

// ------------------------------------------------------------------ replay

/** A seat's link (`/g/{id}/p/{seat}/{sig}`), whose pages switch the seat's own language. */
const SEAT_PATH = /^\/g\/[A-Za-z0-9_-]+\/p\/\d\/[A-Za-z0-9_-]+$/;

/**
 * A finished game's replay (templates/replay.ts): no socket, the game no longer changes.
 * Under a seat's link its switcher is the seat's, as on the seat's own page.
 */
export function replayPage(t: Dict, input: ReplayInput): string {
  return page(
    <Shell
      t={t}
      title={t.pages.title.replay}
      path={`${input.game}/replay?step=${input.at}`}
      langAction={SEAT_PATH.test(input.game) ? `${input.game}/lang` : undefined}
      script="/replay.js"
    >
      {/* src/client/replay.ts swaps each step's body into <main> and says the step's name here: a replaced node is
          not announced. */}
      <p id="replay-said" class="visually-hidden" aria-live="polite"></p>
      <main class="replay" data-last={String(input.steps.length - 1)}>
        {raw(replayBody(t, input))}
      </main>
    </Shell>,
  );
}

// ------------------------------------------------------------------ analysis

/**
 * A finished game's analysis for one seat (templates/analysis.ts): the frame, which
 * src/client/analysis.ts fills by computing in the browser (/bot.js) and posting the
 * judgements back to the same address.
 */
export function analysisPage(t: Dict, frame: AnalysisFrame): string {
  return page(
    <Shell
      t={t}
      title={t.pages.title.analysis}
      path={`${frame.game}/analysis?seat=${frame.seat}`}
      langAction={SEAT_PATH.test(frame.game) ? `${frame.game}/lang` : undefined}
      script="/analysis.js"
    >
      <main class="replay analysis" data-seat={String(frame.seat)} data-game={frame.game}>
        {raw(analysisIntro(t, frame))}
      </main>
    </Shell>,
  );
}
