// E-mail through Cloudflare's send_email binding (MAIL = "binding"),
// against the local runtime's own binding: wrangler dev's binding checks the sender and
// the recipients as the deployed one does (here it may write only to two of the three
// players) and writes each mail's text to a file under its temporary folder, which this
// test reads. Each invited player's mail carries their own link and stop link and
// nobody else's; the turn mails follow; a recipient the binding refuses is given up at
// once, and the host page asks for that seat's address to be verified, without the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalWorker } from '../support/localWorker.ts';
import type { Created } from './driver.ts';
import { nameInText } from '../../templates/log.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { esc } from '../../templates/html.ts';

const EN = dictOf('en');

// node:fs, node:os and node:path, typed here for the few uses (the project has no Node types).
type Fs = {
  mkdtempSync(prefix: string): string;
  readdirSync(dir: string): string[];
  readFileSync(file: string, enc: 'utf8'): string;
  existsSync(p: string): boolean;
  rmSync(p: string, o: { recursive: boolean; force: boolean }): void;
};
const fs = (await import('node:fs' as string)) as Fs;
const os = (await import('node:os' as string)) as { tmpdir(): string };
declare const process: { env: Record<string, string | undefined> };

const ALLOWED = ['ana@example.test', 'bo@example.test'];
let worker: Awaited<ReturnType<typeof startLocalWorker>>;
/** The runtime's temporary folder: miniflare makes its own (miniflare-…) under TMPDIR, read when the worker starts. */
let tmp: string;
const savedTmp = process.env.TMPDIR;

beforeAll(async () => {
  tmp = fs.mkdtempSync(`${os.tmpdir()}/ys-mail-binding-`);
  process.env.TMPDIR = tmp;
  worker = await startLocalWorker(
    { MAIL: 'binding', MAIL_FROM: 'ys@example.test' },
    { SEND_EMAIL: { type: 'send_email', allowed_destination_addresses: ALLOWED } },
  );
});
afterAll(async () => {
  await worker?.worker.dispose();
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The texts of every mail the local binding took so far. */
function mailTexts(): string[] {
  const out: string[] = [];
  for (const run of fs.readdirSync(tmp).filter((d) => d.startsWith('miniflare-'))) {
    const dir = `${tmp}/${run}/files/email-text`;
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) out.push(fs.readFileSync(`${dir}/${file}`, 'utf8'));
  }
  return out;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mail through the send_email binding', () => {
  it(
    'invitations and turn mails reach the binding, each with its own links; a recipient it refuses is ' +
      'given up, said on the host page',
    async () => {
      const res = await fetch(`${worker.origin}/api/games`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          players: [
            { name: 'Ana', email: ALLOWED[0] },
            { name: 'Bo', email: ALLOWED[1] },
            { name: 'Cy', email: 'cy@example.test' },
          ],
        }),
      });
      expect(res.status).toBe(201);
      const game = (await res.json()) as Created;
      const mine = (seat: number) => mailTexts().filter((t) => t.includes(game.seats[seat]!.url));
      // The invitations at once, the turn mails after the grace (1 s): two each for Ana and Bo.
      for (const t0 = Date.now(); (mine(0).length < 2 || mine(1).length < 2) && Date.now() - t0 < 15_000; )
        await wait(200);
      for (const seat of [0, 1]) {
        const texts = mine(seat);
        expect(texts).toHaveLength(2);
        for (const text of texts) {
          expect(text).toContain(`${game.seats[seat]!.url}/mail/stop`);
          for (const other of game.seats.filter((s) => s.seat !== seat)) expect(text).not.toContain(other.url);
        }
        // One invitation (naming the two others), one turn mail (what the seat is asked).
        const others = game.seats.filter((s) => s.seat !== seat).map((s) => nameInText(s.name));
        expect(texts.filter((t) => t.startsWith(EN.notify.invitationBody(others)))).toHaveLength(1);
        expect(texts.filter((t) => t.startsWith('Bid 2 brokers for the turn order, turn 1 of 4'))).toHaveLength(1);
      }
      // Cy's address is not one this binding may write to ("email to … not allowed", as an
      // unverified destination is refused): given up at once, and the host page asks for it
      // to be verified, naming the seat and never the address.
      expect(mine(2)).toHaveLength(0);
      const said = esc(EN.pages.hostPage.unverifiedSeat('Cy'));
      let page = '';
      for (const t0 = Date.now(); !page.includes(said) && Date.now() - t0 < 15_000; ) {
        await wait(500);
        page = await (await fetch(game.hostUrl)).text();
      }
      expect(page).toContain(said);
      expect(page).not.toContain(esc(EN.pages.hostPage.unverifiedSeat('Ana')));
      expect(page).not.toContain('Notifications not delivered');
      expect(page).not.toContain('cy@example.test');
      expect(mine(2)).toHaveLength(0);
    },
  );
});
