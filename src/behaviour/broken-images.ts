/**
 * Pictures the header shows from outside (a menu entry's icon, the user's avatar) that do not load leave no
 * broken-image mark, whoever drew them: an entry's icon is hidden (its label says it all), an avatar shows the
 * initials drawn beside it. `error` does not bubble, so it is caught on the way down. Returns the function that stops.
 */
export function brokenImageBehaviour(root: HTMLElement): () => void {
  const onError = (event: Event): void => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement)) return;
    const avatar = image.closest('.ex-user__avatar');
    if (avatar) avatar.setAttribute('data-avatar', 'initials');
    else if (image.classList.contains('ex-entry__icon')) image.hidden = true;
  };
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}
