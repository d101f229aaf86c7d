import { idMaker } from '../../lib/dom/builder';

export { h, replaceChildren } from '../../lib/dom/builder';

/** A page-unique id for label/field pairs. */
export const uid = idMaker('rf');
