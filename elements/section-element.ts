import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { ReviewsAdmin, type ReviewsAdminProps } from '../src/app/ReviewsAdmin';
import './assets';
import { liveAttributes } from './live-attributes';
import { propsOf, type ElementDoc } from './manifest';
import { withSetToken } from './token';

/** Attributes of a section element as properties. */
export interface SectionElementProps {
  apiBase?: string;
  localesBase?: string;
  storeBase?: string;
  appId?: string;
  mode?: string;
  lang?: string;
  isolation?: string;
  parentOrigin?: string;
  initialPath?: string;
}

/** The admin limited to one section: memory routing from the section's path, no top bar. */
function sectionComponent(path: string) {
  return function Section(props: ReviewsAdminProps) {
    return createElement(ReviewsAdmin, { ...props, routing: 'memory', initialPath: props.initialPath || path, headerShow: false, section: path });
  };
}

/** The custom element class of a section element, from its manifest entry. */
export function sectionElement(doc: ElementDoc): CustomElementConstructor {
  if (doc.section === undefined) throw new Error(`${doc.tag} is not a section element`);
  return liveAttributes(withSetToken(r2wc(sectionComponent(doc.section), { props: propsOf(doc) })));
}
