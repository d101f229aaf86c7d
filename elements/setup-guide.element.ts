import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { PieceRoot, type PieceProps } from '../src/app/PieceRoot';
import { SetupGuideCard } from '../src/screens/dashboard/SetupGuideCard';
import './assets';
import { defineOnce } from './define';
import { emit } from './events';
import { elementDoc, propsOf } from './manifest';

/** Tag of the setup guide element. */
export const SETUP_GUIDE_TAG = 'reviews-setup-guide';

function GuidePiece(props: PieceProps) {
  const onNavigate = (path: string) => {
    if (props.container) emit(props.container, 'reviews-admin-navigate', { path });
  };
  return createElement(PieceRoot, { ...props, needsStartup: true }, createElement(SetupGuideCard, { onNavigate }));
}

/** Defines `<reviews-setup-guide>` (safe to call twice). */
export function defineSetupGuide(): void {
  defineOnce(SETUP_GUIDE_TAG, r2wc(GuidePiece, { props: propsOf(elementDoc(SETUP_GUIDE_TAG)) }));
}
