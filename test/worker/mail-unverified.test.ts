// Mail through Cloudflare's send_email binding on a free account: it writes only to the
// account's verified destination addresses. A recipient it refuses is not tried again, and
// the host page says, per seat and in the host's language, that the address must be
// verified (never the address itself), apart from the other notifications given up; once
// a mail reaches that seat, or its address changes, the notice is gone.
// The binding is a stand-in inside the game's object (the local runtime's own is
// test/e2e/mail-binding.test.ts): it refuses Cy's address as Cloudflare documents it,
// with the code E_RECIPIENT_NOT_ALLOWED.
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetupSchema } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { SEATS_TOLD_PER_ALARM } from '../../src/room/alarmSchedule.ts';
import type { RoomCore } from '../../src/room/core.ts';
import { recipientRefused } from '../../src/room/deliver.ts';
import type { GameLinks } from '../../src/room/protocol.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { esc } from '../../templates/html.ts';
import { LANGS, dictOf } from '../../templates/i18n/index.ts';
import { ORIGIN, fetchWorker, stubOf } from './helpers.ts';

type Inside = { core: RoomCore };
const ADDRESSES = ['ana@example.test', 'bo@example.test', 'cy@example.test'];
const REFUSED = 'cy@example.test';
const GRACE = 60_000;
/** A decision's time limit: its half-time reminder is a mail to every seat waited on. */
const MOVE_SECONDS = 3600;

/**
 * The binding's stand-in: refuses `refused` as Cloudflare documents it, and notes every address it is asked to write
 * to.
 */
const mailer = {
  refused: REFUSED as string | null,
  asked: [] as string[],
  answered: 0,
  binding: {
    async send(mail: { to: string }) {
      mailer.asked.push(mail.to);
      try {
        if (mail.to === mailer.refused)
          throw Object.assign(new Error(`recipient ${mail.to} not in the allowed list`), {
            code: 'E_RECIPIENT_NOT_ALLOWED',
          });
        return { messageId: `<${mailer.asked.length}@example.test>` };
      } finally {
        mailer.answered++;
      }
    },
  },
};

/** A game made with the three addresses, on a deployment that sends mail by the binding. */
async function made(): Promise<{ id: string; links: GameLinks; createdAt: number }> {
  const id = newGameId();
  // The object's own env: its alarm sends the invitations by itself, at once.
  await runInDurableObject(stubOf(id), (room: GameRoom) => {
    Object.assign((room as unknown as Inside).core.env, {
      MAIL: 'binding',
      MAIL_FROM: 'ys@example.test',
      SEND_EMAIL: mailer.binding,
    });
  });
  mailer.asked = [];
  mailer.answered = 0;
  const createdAt = Date.now();
  const result = await stubOf(id).create({
    gameId: id,
    setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }),
    seed: 'mail-unverified',
    devSecret: false,
    origin: ORIGIN,
    emails: ADDRESSES,
    moveSeconds: MOVE_SECONDS,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  await settled(3);
  return { id, links: result.links, createdAt };
}

/** Until the binding answered `count` sends, and their outcomes are written; the addresses asked, sorted. */
async function settled(count: number): Promise<string[]> {
  for (let i = 0; i < 400 && mailer.answered < count; i++) await new Promise((r) => setTimeout(r, 5));
  await new Promise((r) => setTimeout(r, 50));
  expect(mailer.answered, mailer.asked.join(' ')).toBe(count);
  const asked = [...mailer.asked].sort();
  mailer.asked = [];
  mailer.answered = 0;
  return asked;
}

/**
 * The object's alarms at `at` on its clock, until the three seats are told (an alarm
 * tells SEATS_TOLD_PER_ALARM of them, the next one the others): the addresses asked.
 */
function alarmsAt(id: string, at: number): Promise<string[]> {
  return runInDurableObject(stubOf(id), async (room: GameRoom) => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    try {
      await room.alarm();
      const first = await settled(SEATS_TOLD_PER_ALARM);
      await room.alarm();
      return [...first, ...(await settled(ADDRESSES.length - SEATS_TOLD_PER_ALARM))].sort();
    } finally {
      clock.mockRestore();
    }
  });
}

const hostPage = async (links: GameLinks, lang: string) =>
  (await fetchWorker(links.hostPath, { headers: { 'Accept-Language': lang } })).text();

const pending = (id: string) =>
  runInDurableObject(stubOf(id), (room: GameRoom) => (room as unknown as Inside).core.contacts.nextDue());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mail to an address the binding may not write to', () => {
  it(
    'is given up at once and said per seat on the host page, in every language; a mail that reaches the ' +
      'seat clears it',
    async () => {
      const { id, links, createdAt } = await made();
      // The invitations (sent by the object's own alarm): Cy's refused once, not kept for another try.
      expect(await pending(id)).toBeNull();

      for (const lang of LANGS) {
        const w = dictOf(lang).pages.hostPage;
        const page = await hostPage(links, lang);
        expect(page, lang).toContain(esc(w.unverified));
        expect(page, lang).toContain(esc(w.unverifiedSeat('Cy')));
        expect(page, lang).toContain(esc(w.unverifiedHelp));
        for (const other of ['Ana', 'Bo']) expect(page, lang).not.toContain(esc(w.unverifiedSeat(other)));
        // Said apart, once: not among the notifications given up.
        expect(page, lang).not.toContain(esc(w.givenUp));
        for (const address of ADDRESSES) expect(page, lang).not.toContain(address);
      }

      // Still not verified at the first turn's notices: refused again, still one notice.
      expect(await alarmsAt(id, createdAt + GRACE + 1_000)).toEqual(ADDRESSES);
      const en = dictOf('en').pages.hostPage;
      expect((await hostPage(links, 'en')).split(esc(en.unverifiedSeat('Cy'))).length).toBe(2);

      // Verified meanwhile: the half-time reminder reaches Cy, and the notice is gone.
      mailer.refused = null;
      try {
        expect(await alarmsAt(id, createdAt + (MOVE_SECONDS / 2) * 1000 + 1_000)).toEqual(ADDRESSES);
      } finally {
        mailer.refused = REFUSED;
      }
      expect(await hostPage(links, 'en')).not.toContain(esc(en.unverified));
    },
  );

  it('a new address for the seat clears its notice', async () => {
    const { id, links } = await made();
    const en = dictOf('en').pages.hostPage;
    expect(await hostPage(links, 'en')).toContain(esc(en.unverifiedSeat('Cy')));
    // As the seat's mail form keeps it (seatContacts.ts), on a deployment that sends mail.
    await runInDurableObject(stubOf(id), (room: GameRoom) =>
      (room as unknown as Inside).core.contacts.setMail(2, 'cy.other@example.test'),
    );
    expect(await hostPage(links, 'en')).not.toContain(esc(en.unverified));
  });

  it(
    "reads a refused recipient from the binding's code or words; a refused sender, or any other fault, " + 'is not one',
    () => {
      const coded = (code: string) => Object.assign(new Error('refused'), { code });
      expect(recipientRefused(coded('E_RECIPIENT_NOT_ALLOWED'))).toBe(true);
      expect(recipientRefused(coded('E_SENDER_NOT_VERIFIED'))).toBe(false);
      expect(recipientRefused(coded('E_RATE_LIMIT_EXCEEDED'))).toBe(false);
      expect(recipientRefused(new Error('destination address is not a verified address'))).toBe(true);
      expect(recipientRefused(new Error('destination address not verified'))).toBe(true);
      expect(recipientRefused(new Error('email to cy@example.test not allowed'))).toBe(true);
      expect(recipientRefused(new Error('email from ys@example.test not allowed'))).toBe(false);
      expect(recipientRefused(new Error('internal error'))).toBe(false);
    },
  );
});
