/** True while the loading overlay shows. */
export const selectOverlayShown = (s: { matches: (state: 'shown') => boolean }): boolean => s.matches('shown');
