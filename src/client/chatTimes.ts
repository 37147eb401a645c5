// Each message's time, written in the reader's own time zone and language.
export function localTimes(root: ParentNode): void {
  for (const time of root.querySelectorAll('time[datetime]')) {
    const d = new Date(time.getAttribute('datetime') ?? '');
    if (Number.isNaN(d.getTime())) continue;
    const text = d.toLocaleString(document.documentElement.lang || undefined, {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    if (time.textContent !== text) time.textContent = text;
  }
}
