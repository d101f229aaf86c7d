import { idMaker } from '../../lib/dom/builder';

export { append, h, replaceChildren as replace, type Child } from '../../lib/dom/builder';

/** A page-unique id (for aria-labelledby and similar pairs). */
export const uid = idMaker('rv');
