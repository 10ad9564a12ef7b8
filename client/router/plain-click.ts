/** The parts of a mouse event (DOM or React) that tell a plain click from a modified one. */
interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain primary click nobody handled yet: the shop may navigate in place. A modified click
 * (new tab, new window, download) is the browser's, so the shopper keeps those gestures.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
