import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { ReviewsAdmin, type ReviewsAdminProps } from '../src/app/ReviewsAdmin';
import './assets';
import { defineOnce } from './define';
import { ELEMENTS, propsOf, type ElementDoc } from './manifest';

/** The section elements (one per main section). */
export const SECTION_ELEMENTS: ElementDoc[] = ELEMENTS.filter((e) => e.section !== undefined);

/** The admin limited to one section: memory routing from the section's path, no top bar. */
function sectionComponent(path: string) {
  return function Section(props: ReviewsAdminProps) {
    return createElement(ReviewsAdmin, { ...props, routing: 'memory', initialPath: props.initialPath || path, headerShow: false, section: path });
  };
}

/** Defines every section element (safe to call twice). */
export function defineSections(): void {
  for (const doc of SECTION_ELEMENTS) defineOnce(doc.tag, r2wc(sectionComponent(doc.section!), { props: propsOf(doc) }));
}
