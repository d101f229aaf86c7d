/**
 * Runs `work` in a task after the next paint, so the click that asked for it is answered on screen
 * first (the pressed button) and the work does not lengthen that interaction. Where the page is
 * hidden (no frames are drawn) it runs in the next task.
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
