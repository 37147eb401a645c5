// Copy buttons (data-copy: the id of the input whose value they copy). The button's own
// words come back after "Copied" (data-t-copied), kept from its first click, so a second
// one within 2 s does not lose them.
function copied(button: HTMLElement): void {
  button.textContent = button.getAttribute('data-t-copied') || button.getAttribute('data-t-label');
  setTimeout(() => {
    button.textContent = button.getAttribute('data-t-label');
  }, 2000);
}

export function startCopy(): void {
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('button[data-copy]') : null;
    const input = button && document.getElementById(button.getAttribute('data-copy') ?? '');
    if (!button || !(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
    input.select();
    if (!button.hasAttribute('data-t-label')) button.setAttribute('data-t-label', button.textContent ?? '');
    const byCommand = () => {
      document.execCommand('copy');
      copied(button);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(() => copied(button), byCommand);
    else byCommand();
  });
}
