// A game page's decisions on the board: the placement by taps (./placing.ts over
// ./placement.ts), a card's choices by taps (./cardPicks.ts over ./cardPick.ts), both kept
// for a reload (./saved.ts), a hint filled in as taps would (./events.ts onFill), and the
// page's own changes followed (a MutationObserver on <main>). This module holds the page's
// state: the move, the card's choice, and the follow-up of a placement sent.
import type { ActionFields } from '../../templates/actionFields.ts';
import { type CardPick, newPick, pickFromFields, undoPick } from './cardPick.ts';
import {
  dressPickForms,
  fieldsOf,
  nameOf,
  nextFieldIn,
  pickFormOf,
  renderPick,
  tapPick,
  versionIn,
} from './cardPicks.ts';
import { drawPlanned, focusLit, litNow } from './board.ts';
import { onFill } from './events.ts';
import { type FollowUp, followUp, followUpOf, versionShown } from './followUp.ts';
import {
  type Move,
  chipForKey,
  chipStates,
  chooseThen,
  flip,
  fromFields,
  ready,
  tapBroker,
  tapSpot,
  undo,
} from './placement.ts';
import { clearPlacement, formNow, keyOf, legalIn, moveFor, renderPlacement, stepElement } from './placing.ts';
import { read, restoredMove, restoredPick, savedOf, write } from './saved.ts';
import { current } from './placement.ts';

/** The page's state and its handlers (private members: the minifier shortens their names). */
export class PlacePage {
  #move: Move | null = null;
  #pick: CardPick | null = null;
  /** The form of `pick`, while the page has it. */
  picking: HTMLFormElement | null = null;
  #next: FollowUp | null = null;
  readonly #observer: MutationObserver;

  constructor(main: Element) {
    // Our own changes to the page must not wake the observer that follows the page's.
    this.#observer = new MutationObserver(() => this.update());
    this.#observer.observe(main, { childList: true, subtree: true });
  }

  #stored() {
    try {
      return read(sessionStorage, location.pathname);
    } catch {
      return {};
    }
  }

  #renderPicks(): void {
    if (!this.#pick)
      this.#pick = restoredPick(this.#stored().pick, (form) => {
        const f = pickFormOf(form);
        return f ? versionIn(f) : null;
      });
    this.picking = this.#pick ? pickFormOf(this.#pick.form) : null;
    if (this.picking && versionIn(this.picking) !== this.#pick?.version) this.picking = null;
    if (!this.picking) this.#pick = null;
    dressPickForms(this.picking);
    if (this.picking && this.#pick) renderPick(this.picking, this.#pick);
  }

  /** "Plan my next move" closed by its player: the move being planned goes with it. */
  closedPlan(): void {
    if (this.#move?.key === 'plan') this.#move = null;
  }

  #renderPlace(): void {
    // Another seat's move drew the offer again, closed: a move being planned keeps it open.
    const ahead = document.querySelector<HTMLDetailsElement>('#prompt details.plan-ahead:not([open])');
    if (ahead && this.#move?.key === 'plan') ahead.open = true;
    const form = formNow();
    document.documentElement.classList.toggle('placing', !!form);
    if (!form) {
      // The offer drawn again and opened, its form on its way (./loadOnOpen.ts): the move being planned waits for it.
      const loading = this.#move?.key === 'plan' && !!document.querySelector('#prompt details.plan-ahead[open]');
      if (!loading) this.#move = null;
      clearPlacement(!!this.picking);
      // A move planned ahead stays drawn while the seat waits for its turn.
      drawPlanned();
      this.#next = followUp(this.#next);
      return;
    }
    if (!this.#move || this.#move.key !== keyOf(form)) this.#move = restoredMove(moveFor(form), this.#stored().place);
    renderPlacement(form, this.#move, !!this.picking);
  }

  /**
   * The card's choice left, and its copy kept in the tab with it: a render without a choice reads that copy back (as a
   * reload's does), which would bring the choice back at once.
   */
  #dropPick(): void {
    this.#pick = null;
    try {
      write(sessionStorage, location.pathname, savedOf(this.#move, null));
    } catch {
      /* no storage here */
    }
  }

  /** The page drawn as the state stands, and the state kept. */
  update(): void {
    this.#renderPicks();
    this.#renderPlace();
    try {
      write(sessionStorage, location.pathname, savedOf(this.#move, this.#pick));
    } catch {
      /* no storage here */
    }
    this.#observer.takeRecords();
  }

  /** A card's "Choose on the board": its choice begins, the board comes into view where it is. */
  startPick(form: HTMLFormElement, byKeyboard: boolean): void {
    this.#pick = newPick(form.getAttribute('data-pick-form') ?? '', versionIn(form));
    this.update();
    const lit = [...document.querySelectorAll<HTMLElement>('#board .legal')];
    // The board comes into view where the choice is, unless some of it is already in view.
    const inView = lit.some((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    if (lit[0] && !inView) lit[0].scrollIntoView({ block: 'center' });
    if (byKeyboard && lit[0]) focusLit(lit[0], inView);
  }

  /**
   * The keyboard's focus on the first control of the step at hand, never left on the page's body: the placement's
   * (./placing.ts stepElement) or the card's choice's (its next lit place or broker, else its button, else its start).
   */
  focusStep(): void {
    const form = formNow();
    if (this.picking) {
      const bar = this.picking.querySelector('.pick-bar:not([hidden])');
      const to =
        litNow()[0] ??
        bar?.querySelector<HTMLElement>('.send:not([disabled])') ??
        bar?.querySelector<HTMLElement>('.undo:not([disabled])');
      if (to?.matches('#board .legal')) focusLit(to);
      else to?.focus();
      return;
    }
    if (!form || !this.#move) return;
    const to = stepElement(form, this.#move);
    if (to?.matches('#board .legal')) focusLit(to);
    else (to ?? form.querySelector<HTMLElement>('.place-bar .undo:not([disabled])'))?.focus();
  }

  /** A number key: the tray's chip of that value picked, as a tap would, and the focus on to the next step. */
  chipByKey(digit: string): boolean {
    const form = formNow();
    const move = this.#move;
    if (!form || !move || this.picking) return false;
    const chips = [...form.querySelectorAll<HTMLButtonElement>('.place-bar .chip')];
    const values = chips.map((c) => c.getAttribute('data-broker') ?? '');
    const i = chipForKey(move, values, chipStates(move, values), digit);
    if (i === null || !tapBroker(move, values[i]!)) return false;
    this.update();
    this.focusStep();
    return true;
  }

  /** Escape: the last step taken back (a card's choice with nothing chosen is left), and the focus on the step. */
  undoByKey(): boolean {
    if (this.#pick && this.picking) {
      const form = this.picking;
      if (this.#pick.order.length) undoPick(this.#pick);
      else this.#dropPick();
      this.update();
      if (this.picking) this.focusStep();
      else form.querySelector<HTMLElement>('.pick-start')?.focus();
      return true;
    }
    if (!this.#move || !formNow() || !undo(this.#move)) return false;
    this.update();
    this.focusStep();
    return true;
  }

  /** A tap on the board for the card's choice. */
  tapPick(target: Element): boolean {
    if (!this.picking || !this.#pick || !tapPick(this.picking, this.#pick, target)) return false;
    this.update();
    return true;
  }

  /** A click in the card's bar: undo, cancel or send (`byKeyboard`: the focus follows, never left on the body). */
  pickBar(target: Element, byKeyboard: boolean): boolean {
    if (!this.#pick || !this.picking) return false;
    const form = this.picking;
    if (target.closest('#prompt .pick-bar .undo')) undoPick(this.#pick);
    else if (target.closest('#prompt .pick-bar .cancel')) this.#dropPick();
    else {
      const send = target.closest<HTMLButtonElement>('#prompt .pick-bar .send');
      if (!send) return false;
      if (!send.disabled && !nextFieldIn(this.picking, this.#pick)) this.picking.requestSubmit();
      return true;
    }
    this.update();
    if (!byKeyboard) return true;
    if (!this.picking) form.querySelector<HTMLElement>('.pick-start')?.focus();
    else if (!(document.activeElement instanceof HTMLButtonElement) || document.activeElement.disabled)
      this.focusStep();
    return true;
  }

  tapSpot(code: string): boolean {
    const form = formNow();
    const slot = this.#move && current(this.#move);
    if (!form || !this.#move || !slot || !tapSpot(this.#move, code, legalIn(form, this.#move, slot))) return false;
    this.update();
    return true;
  }

  /** A click in the placement's tray or on the board (`byKeyboard`: no pointer position). */
  placeClick(target: Element, byKeyboard: boolean): void {
    const move = this.#move;
    if (!move) return;
    const chip = target.closest('#prompt .place-bar .chip');
    if (chip) {
      if (tapBroker(move, chip.getAttribute('data-broker') ?? '')) this.update();
      // By keyboard, go on to the next step (the first lit place, or the refill's chips).
      if (byKeyboard) this.focusStep();
      return;
    }
    const undoing = target.closest<HTMLButtonElement>('#prompt .place-bar .undo');
    if (undoing) {
      if (undo(move)) this.update();
      // Undo stays focused for another press, until there is nothing left to take back.
      if (byKeyboard && undoing.disabled) this.focusStep();
      return;
    }
    const send = target.closest<HTMLButtonElement>('#prompt .place-bar .send');
    if (send) {
      if (!send.disabled && ready(move)) {
        this.#next = followUpOf(move.then, versionShown());
        formNow()?.requestSubmit();
      }
      return;
    }
    const then = target.closest('#prompt .place-bar .then');
    const flipped = target.closest('#prompt .place-bar .flip');
    if (then) chooseThen(move, then.getAttribute('data-then') ?? '');
    else if (!flipped || !flip(move, Number(flipped.getAttribute('data-slot')))) {
      const spot = target.closest('#board [data-spot]');
      if (spot && this.tapSpot(spot.getAttribute('data-spot') ?? '') && byKeyboard) this.focusStep();
      return;
    }
    this.update();
    if (then && byKeyboard) this.focusStep();
  }

  /**
   * A hint (./hint.ts) fills a decision in as taps would: the placement's brokers and
   * places, or a card's choices on the board, with their ghosts and marks, or else the
   * plain form's fields; never sent. The form is the one whose hidden fields (its kind, a
   * card) agree with the hint's.
   */
  fill(fields: ActionFields): void {
    const form = formNow();
    if (fields.type === 'place' && form) {
      this.#move = fromFields(moveFor(form), fields);
      this.update();
      return;
    }
    const target = [...document.querySelectorAll<HTMLFormElement>('#prompt form.action-form')].find((f) =>
      [...f.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].every(
        (h) => h.name === 'version' || fields[h.name] === h.value,
      ),
    );
    if (!target) return;
    if (!target.classList.contains('pick-form')) {
      fillPlain(target, fields);
      return;
    }
    const pick = newPick(target.getAttribute('data-pick-form') ?? '', versionIn(target));
    this.#pick = pickFromFields(pick, fieldsOf(target).map(nameOf), fields);
    this.update();
  }

  listenToFill(): void {
    onFill((fields) => this.fill(fields));
  }
}

/** A form that is no card's choice on the board: its controls set as the hint says. */
function fillPlain(form: HTMLFormElement, fields: ActionFields): void {
  for (const [name, value] of Object.entries(fields))
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      `[name="${name}"]:not([type="hidden"])`,
    )) {
      if (control instanceof HTMLInputElement && control.type === 'radio') control.checked = control.value === value;
      else control.value = value;
    }
}
