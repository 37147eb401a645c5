// Fetches kept for a page's life, by a key: what never changes (a finished game's steps,
// an analysis's decisions) is asked once. A failed fetch is not kept: the next try asks again.

/** The body of a response that must be OK, as text. */
export function okText(res: Response): Promise<string> {
  if (!res.ok) throw new Error(String(res.status));
  return res.text();
}

/** The body of a response that must be OK, as JSON. */
export function okJson(res: Response): Promise<unknown> {
  if (!res.ok) throw new Error(String(res.status));
  return res.json();
}

/** `get(n)`: the one fetch for `n` (made by `ask` the first time). */
export function keptFetches(ask: (n: number) => Promise<string>): (n: number) => Promise<string> {
  const kept = new Map<number, Promise<string>>();
  return (n) => {
    let got = kept.get(n);
    if (!got) {
      got = ask(n);
      kept.set(n, got);
      got.catch(() => kept.delete(n));
    }
    return got;
  };
}
