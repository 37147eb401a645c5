// The board's lights, ghosts and marks (the <svg> of templates/board.ts): the places and
// brokers a tap may choose lit as buttons, a ghost token where each chosen broker will
// go, and a mark on each card's choice made.
import type { Move } from './placement.ts';
import { brokerValue } from './placement.ts';
import { type NavKey, neighbour } from './roving.ts';

const SVG = 'http://www.w3.org/2000/svg';

export function svgEl(name: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Where a broker's token is drawn (its shape's x and y). */
export function tokenAt(el: Element): { x: number; y: number } {
  const use = el.querySelector('use');
  return { x: Number(use?.getAttribute('x')), y: Number(use?.getAttribute('y')) };
}

/** A rectangle's box (a place's area or square). */
export function boxOf(rect: Element): { x: number; y: number; width: number; height: number } {
  const n = (name: string) => Number(rect.getAttribute(name));
  return { x: n('x'), y: n('y'), width: n('width'), height: n('height') };
}

function light(el: Element, isBroker: boolean, label: string): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', label);
  if (isBroker && !el.querySelector('.lit-ring')) {
    const at = tokenAt(el);
    el.insertBefore(svgEl('circle', { class: 'lit-ring', cx: at.x, cy: at.y, r: 13 }), el.firstChild);
  }
}

function unlight(el: Element, isBroker: boolean): void {
  if (el.hasAttribute('tabindex')) {
    el.removeAttribute('tabindex');
    el.removeAttribute('aria-label');
    if (isBroker) el.removeAttribute('role');
  }
  // A place's own rings are its brokers', theirs to keep.
  if (isBroker) el.querySelector('.lit-ring')?.remove();
}

/**
 * Lights the places and brokers of `wanted` (a place's code or a broker's data-ref → its
 * accessible name), and only those: each a button. One of them is in the tab order (a
 * roving focus: the arrow keys go among them, ./roving.ts), so a Tab crosses the board
 * in one press: the one focused, else the one that was, else the first. A lit broker gets a
 * dashed ring (a finger's target a little wider than the token); the place holding it
 * becomes a group, since an image's insides are hidden from screen readers.
 */
export function lightBoard(wanted: Readonly<Record<string, string>>): void {
  for (const el of document.querySelectorAll('#board [data-spot], #board [data-ref]')) {
    const isBroker = el.hasAttribute('data-ref');
    const label = wanted[el.getAttribute(isBroker ? 'data-ref' : 'data-spot') ?? ''];
    el.classList.toggle('legal', !!label);
    if (label) light(el, isBroker, label);
    else unlight(el, isBroker);
  }
  for (const holder of document.querySelectorAll('#board [data-spot]:not(.legal), #board #throne-brokers'))
    holder.setAttribute('role', holder.querySelector('[data-ref].legal') ? 'group' : 'img');
  const lit = litNow();
  rove(
    lit,
    lit.find((el) => el === document.activeElement) ?? lit.find((el) => el.getAttribute('tabindex') === '0') ?? lit[0],
  );
}

/** The lit places and brokers, in the board's order. */
export const litNow = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('#board .legal')];

function rove(lit: readonly Element[], entry: Element | undefined): void {
  for (const el of lit) el.setAttribute('tabindex', el === entry ? '0' : '-1');
}

/** The focus on a lit element (the board's entry in the tab order from now on). */
export function focusLit(el: HTMLElement, preventScroll = false): void {
  rove(litNow(), el);
  el.focus({ preventScroll });
}

/** Where a lit element is on screen: a place's area or square, a broker's token. */
function boxOnScreen(el: Element) {
  return ((el.matches('[data-spot]') && el.querySelector(':scope > rect')) || el).getBoundingClientRect();
}

/** A lit element's part of the board, from its code's first letter: the city (n…), the market (r…) or the throne. */
const partOf = (el: Element) => (el.getAttribute('data-spot') ?? el.getAttribute('data-ref') ?? '').charAt(0);

/** An arrow key (or Home, End, Page Up, Page Down) on a lit element: the focus to its neighbour on screen, if any. */
export function moveAmongLit(from: Element, key: NavKey): boolean {
  const lit = litNow();
  const at = lit.indexOf(from as HTMLElement);
  if (at < 0) return false;
  const to = neighbour(lit.map(boxOnScreen), at, key, lit.map(partOf));
  if (to === null) return false;
  focusLit(lit[to]!);
  return true;
}

export function clearGhosts(): void {
  for (const old of document.querySelectorAll('#board .ghost')) old.remove();
}

/**
 * A ghost token where each chosen broker will go: value (or ? for the neutral), face, 1st/2nd (`shorts`: each slot's
 * label).
 */
export function drawGhosts(move: Move, shorts: readonly string[]): void {
  drawGhostTokens(
    move.slots.map((slot, i) => ({
      spot: slot.spot,
      faceUp: slot.faceUp,
      value: slot.neutral ? '?' : brokerValue(slot.broker) || '…',
      label: shorts[i] ?? '',
    })),
  );
}

/** A ghost token per broker to place: where it goes (none yet: no ghost), its face, its value and its label. */
export type GhostToken = { spot: string | null; faceUp: boolean; value: string; label: string };

export function drawGhostTokens(tokens: readonly GhostToken[]): void {
  clearGhosts();
  const perSpot = new Map<string, number>();
  for (const token of tokens) {
    if (!token.spot) continue;
    const area = document.querySelector(`#board [data-spot="${token.spot}"]`);
    const rect = area?.querySelector('rect');
    if (!area || !rect) continue;
    const k = (perSpot.get(token.spot) ?? 0) + 1;
    perSpot.set(token.spot, k);
    // Bottom right of the area or square, clear of its name and ship; a second ghost beside the first.
    const box = boxOf(rect);
    const x = box.x + box.width - 15 - (k - 1) * 44;
    const y = box.y + box.height - 14;
    const g = svgEl('g', { class: `ghost${token.faceUp ? '' : ' ghost-down'}`, 'aria-hidden': 'true' });
    g.appendChild(svgEl('circle', { cx: x, cy: y, r: 12 }));
    g.appendChild(svgEl('text', { x, y: y + 5, class: 'ghost-value' }, token.value));
    g.appendChild(svgEl('text', { x: x - 22, y: y + 5, class: 'ghost-label' }, token.label));
    area.appendChild(g);
  }
}

/**
 * The seat's planned placement (the panel's `.plan`, its `data-ghosts`: "spot:value:up|down" per broker) drawn as
 * ghosts, as it was while being made.
 */
export function drawPlanned(): void {
  const planned = document.querySelector('#prompt .plan[data-ghosts]');
  if (!planned) return;
  const tokens = (planned.getAttribute('data-ghosts') ?? '')
    .split(' ')
    .map((g) => g.split(':'))
    .filter((parts) => parts.length === 3)
    .map(([spot, value, face]) => ({ spot: spot!, value: value!, faceUp: face === 'up', label: '' }));
  drawGhostTokens(tokens);
}

export function clearMarks(): void {
  for (const old of document.querySelectorAll('#board .pick-mark')) old.remove();
  for (const picked of document.querySelectorAll('#board .picked')) picked.classList.remove('picked');
}

/** What was tapped, marked: a solid ring (a broker) or a solid frame (a place), and the field's mark in words. */
export function markPick(on: string, mark: string): void {
  const broker = on.includes(':');
  const el = document.querySelector(`#board ${broker ? '[data-ref="' : '[data-spot="'}${on}"]`);
  if (!el) return;
  el.classList.add('picked');
  const g = svgEl('g', { class: 'pick-mark', 'aria-hidden': 'true' });
  if (broker) {
    const at = tokenAt(el);
    g.appendChild(svgEl('circle', { cx: at.x, cy: at.y, r: 13 }));
    g.appendChild(svgEl('text', { x: at.x, y: at.y - 16 }, mark));
  } else {
    const rect = el.querySelector('rect');
    if (!rect) return;
    const box = boxOf(rect);
    const x = box.x + box.width - 22;
    const y = box.y + box.height - 14;
    g.appendChild(svgEl('rect', { x: x - 18, y: y - 11, width: 36, height: 20, rx: 4 }));
    g.appendChild(svgEl('text', { x, y: y + 4 }, mark));
  }
  el.appendChild(g);
}
