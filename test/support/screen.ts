// What a phone's screen shows of a game page, measured in the page: the bands
// the fixed bars cover at the top and the bottom, the lit places of the board and how
// many of them are wholly in view between the bars, the decision's confirm buttons and
// Hint and whether each is on screen and clear of the bars, the decision panel's controls
// that a bar covers, the placing tray's chips below the screen and whether the tray says
// it scrolls, and what runs wider than its box.
// Plain script, run by page.evaluate: this project's types are the Workers' ones.

export type Bands = {
  /** Pixels covered from the top by bars that stay put (sticky or fixed, sitting where they stick). */
  top: number;
  /** Pixels covered from the bottom in the same way. */
  bottom: number;
  lit: number;
  litInView: number;
  /**
   * Each visible submit or Place button of the decision panel: its text and whether it is wholly on screen and
   * uncovered.
   */
  confirms: { text: string; inView: boolean }[];
  /** A learning game's Hint, if the decision offers it: whether it is wholly on screen and uncovered. */
  hint: { inView: boolean } | null;
  /** The decision panel's controls (outside the bars themselves) that a bar covers, even in part: their words. */
  covered: string[];
  /** The decision panel's top, in the viewport's pixels (below `top`: its heading in view). */
  panelTop: number | null;
  /** The placing tray's chips, how many of them are wholly on screen, and whether the tray shows its scroll cue. */
  chips: { all: number; inView: number; more: boolean };
  /** The page and the decision panel's boxes that are wider inside than out (sideways overflow). */
  overflow: string[];
};

export const SCREEN_BANDS = `(() => {
  const H = window.innerHeight, W = document.documentElement.clientWidth;
  let top = 0, bottom = 0;
  const bars = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.position !== 'sticky' && style.position !== 'fixed') continue;
    const r = el.getBoundingClientRect();
    if (!r.height || !r.width || style.display === 'none' || style.visibility === 'hidden') continue;
    // A fixed bar is where it is; a sticky one only where it sticks (else it is the page's, scrolling with it).
    // (A positioned element's computed top and bottom are resolved to pixels: the half of the screen says which edge a
    // bar holds.)
    const upper = r.top + r.bottom < H;
    const stuck = style.position === 'fixed'
      || (upper ? Math.abs(r.top - parseFloat(style.top)) <= 1
        : Math.abs(H - r.bottom - parseFloat(style.bottom)) <= 1);
    if (!stuck || r.bottom <= 0 || r.top >= H) continue;
    if (upper) top = Math.max(top, r.bottom);
    else bottom = Math.max(bottom, H - r.top);
    bars.push(el);
  }
  const inView = (r) => r.top >= top - 1 && r.bottom <= H - bottom + 1 && r.left >= -1 && r.right <= W + 1;
  const lit = [...document.querySelectorAll('#board .legal')].map((el) => el.getBoundingClientRect());
  const confirms = [...document.querySelectorAll('#prompt button[type="submit"], #prompt .place-bar button.go')]
    .filter((b) => b.getClientRects().length && getComputedStyle(b).visibility !== 'hidden')
    .map((b) => {
      // On screen and not under a bar: wholly in the viewport, its middle not covered (a button of a bar itself is on
      // top).
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { text: b.textContent.trim(),
        inView: r.top >= -1 && r.bottom <= H + 1 && r.left >= -1 &&
        r.right <= W + 1 && !!hit && b.contains(hit) };
    });
  // Uncovered: its middle is the element itself (a button of a bar is on top of the bar).
  const clear = (el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= -1 && r.bottom <= H + 1 && r.left >= -1 && r.right <= W + 1 && !!hit && el.contains(hit);
  };
  const shown = (el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden';
  const hintButton = [...document.querySelectorAll('#prompt .hint-row:not([hidden]) button.hint')].find(shown);
  const covered = [];
  const controls = '#prompt button, #prompt select, #prompt input:not([type="hidden"]), #prompt .radio';
  for (const el of document.querySelectorAll(controls)) {
    if (!shown(el) || bars.some((bar) => bar.contains(el))) continue;
    const r = el.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= H) continue;
    for (const bar of bars) {
      if (el.contains(bar)) continue;
      const b = bar.getBoundingClientRect();
      const overlap = (lo, hi) => Math.min(r[hi], b[hi]) - Math.max(r[lo], b[lo]) > 1;
      if (overlap('top', 'bottom') && overlap('left', 'right'))
        covered.push((el.textContent || el.getAttribute('name') || el.tagName).trim().slice(0, 40));
    }
  }
  const prompt = document.getElementById('prompt');
  const tray = document.querySelector('#prompt .place-bar');
  const chips = [...document.querySelectorAll('#prompt .place-bar .chip')].filter(shown);
  const chipsInView = chips.filter((c) => {
    const r = c.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= H + 1;
  }).length;
  const more = !!tray && tray.hasAttribute('data-more') && tray.scrollHeight > tray.clientHeight + 1 &&
    getComputedStyle(tray, '::after').content !== 'none';
  const overflow = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) overflow.push('page ' + doc.scrollWidth + '>' + doc.clientWidth);
  for (const el of document.querySelectorAll('#status, #prompt, #prompt *, #bids, #recent')) {
    // Words for a screen reader alone (.sr) are clipped to nothing on purpose: no overflow a reader sees.
    if (!el.getClientRects().length || el.closest('svg') || el.closest('.sr') || el.tagName === 'SELECT' ||
      el.tagName === 'INPUT') continue;
    const r = el.getBoundingClientRect();
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline')
      overflow.push((el.id || el.className || el.tagName) + ' ' +
      el.scrollWidth + '>' + el.clientWidth);
    if (r.right > W + 1 || r.left < -1)
      overflow.push((el.id || el.className || el.tagName) + ' out ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
  return { top, bottom: bottom, lit: lit.length, litInView: lit.filter(inView).length, confirms,
    hint: hintButton ? { inView: clear(hintButton) } : null, covered,
    panelTop: prompt && shown(prompt) ? prompt.getBoundingClientRect().top : null,
    chips: { all: chips.length, inView: chipsInView, more }, overflow };
})()`;
